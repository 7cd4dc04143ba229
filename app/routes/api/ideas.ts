import { startIdeaRun as startContract } from "@domain/api/ideas";
import { endpoint, serve } from "@server/http";
import { ideaRunFor, startIdeaRun } from "@server/ideas";
import { data } from "react-router";

const routes = serve(
  /**
   * Signed-in users: the request is checked with the shared schema, the free day's sets are
   * counted or half a credit reserved, and the set enqueued; 202 with the run at once. Contract
   * and errors: domain/api/ideas.ts.
   */
  endpoint(startContract, async ({ user, body }) => {
    const { id } = await startIdeaRun(user, body);
    return data({ run: await ideaRunFor(user, id) }, { status: 202 });
  }),
);
export const action = routes.action;
export const loader = routes.loader;
