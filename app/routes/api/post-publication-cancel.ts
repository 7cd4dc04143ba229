import { cancelPublication } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { cancelPublication as cancel } from "@server/publishing";

const routes = serve(
  /** Cancels a scheduled publication of one of the user's own posts. */
  endpoint(cancelPublication, async ({ user, params }) => ({
    publication: await cancel(user, params.id, params.publicationId),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
