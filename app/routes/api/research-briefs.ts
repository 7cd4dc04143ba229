import { startResearchBrief as startContract } from "@domain/api/research-briefs";
import { endpoint, serve } from "@server/http";
import { researchBriefFor, startResearchBrief } from "@server/research";
import { data } from "react-router";

const routes = serve(
  /**
   * Signed-in users: the request is checked with the shared schema, each source must be one of
   * theirs and ready (404 otherwise), half a credit is reserved (402 INSUFFICIENT_CREDITS when
   * none is left; admins are unlimited) and the brief enqueued; 202 with it at once. Contract
   * and errors: domain/api/research-briefs.ts.
   */
  endpoint(startContract, async ({ user, body }) => {
    const { id } = await startResearchBrief(user, body);
    return data({ brief: await researchBriefFor(user, id) }, { status: 202 });
  }),
);
export const action = routes.action;
export const loader = routes.loader;
