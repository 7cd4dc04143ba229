import { createWebhook, listWebhooks } from "@domain/api/webhooks";
import { endpoint, serve } from "@server/http";
import { createWebhookEndpoint, listWebhookEndpoints } from "@server/webhooks";
import { data } from "react-router";

const routes = serve(
  /** The user's own webhook endpoints, newest first (never their secrets). */
  endpoint(listWebhooks, async ({ user }) => ({ endpoints: await listWebhookEndpoints(user) })),
  /** Registers an endpoint within the plan's number; 201 with its secret, shown this once. */
  endpoint(createWebhook, async ({ user, body }) =>
    data(await createWebhookEndpoint(user, body), { status: 201 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
