import { testConnection } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { testConnection as test } from "@server/publishing";

const routes = serve(
  /** Tests one of the user's own connections: the outcome is stored and answered with it. */
  endpoint(testConnection, async ({ user, params }) => ({
    connection: await test(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
