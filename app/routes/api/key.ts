import { revokeApiKey as revokeContract } from "@domain/api/api-keys";
import { revokeApiKey } from "@server/api-keys";
import { endpoint, serve } from "@server/http";

const routes = serve(
  /** Revokes one of the user's own keys at once; anyone else's id is 404. */
  endpoint(revokeContract, async ({ user, params }) => ({
    apiKey: await revokeApiKey(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
