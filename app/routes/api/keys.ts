import { createApiKey as createContract, listApiKeys as listContract } from "@domain/api/api-keys";
import { apiKeysOf, createApiKey } from "@server/api-keys";
import { endpoint, serve } from "@server/http";

const routes = serve(
  /** The user's own keys (never their text) and their plan's API limits. */
  endpoint(listContract, ({ user }) => apiKeysOf(user)),
  /**
   * Makes a key for the user: 201 with its text, the only answer that ever holds it; 409
   * KEY_LIMIT once the plan's working keys are made.
   */
  endpoint(createContract, ({ user, body }) => createApiKey(user, body)),
);
export const loader = routes.loader;
export const action = routes.action;
