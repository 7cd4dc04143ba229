import { reviewAiEdit } from "@domain/api/ai-edits";
import { markReviewed } from "@server/edits";
import { endpoint, serve } from "@server/http";

/** The owner of an AI edit (others' are 404) has accepted or rejected its changes. */
const routes = serve(
  endpoint(reviewAiEdit, async ({ user, params }) => ({
    edit: await markReviewed(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
