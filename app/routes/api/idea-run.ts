import { readIdeaRun } from "@domain/api/ideas";
import { endpoint, serve } from "@server/http";
import { ideaRunFor } from "@server/ideas";

/** One of the user's own runs (others' are 404), with its ideas once done. */
const routes = serve(
  endpoint(readIdeaRun, async ({ user, params }) => ({
    run: await ideaRunFor(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
