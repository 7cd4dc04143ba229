import { readAiEdit } from "@domain/api/ai-edits";
import { aiEditFor } from "@server/edits";
import { endpoint, serve } from "@server/http";

/** One of the user's own AI edits (others' are 404): its progress, text so far and result. */
const routes = serve(
  endpoint(readAiEdit, async ({ user, params }) => ({ edit: await aiEditFor(user, params.id) })),
);
export const loader = routes.loader;
export const action = routes.action;
