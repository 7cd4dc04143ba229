import { readGeneration } from "@domain/api/generation";
import { generationStatus } from "@server/generation";
import { endpoint, serve } from "@server/http";

/** One of the user's own generations (others' are 404): its state, for pages without a stream. */
const routes = serve(
  endpoint(readGeneration, ({ user, params }) => generationStatus(user, params.id)),
);
export const loader = routes.loader;
export const action = routes.action;
