import { cancelAiEdit as cancelContract } from "@domain/api/ai-edits";
import { cancelAiEdit } from "@server/edits";
import { endpoint, serve } from "@server/http";

/** The owner of an AI edit (others' are 404) stops it while it runs; it no longer counts. */
const routes = serve(
  endpoint(cancelContract, async ({ user, params }) => ({
    edit: await cancelAiEdit(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
