import { deleteWebhook, updateWebhook } from "@domain/api/webhooks";
import { endpoint, serve } from "@server/http";
import { deleteWebhookEndpoint, updateWebhookEndpoint } from "@server/webhooks";

const routes = serve(
  /** Changes one of the user's own endpoints, or resumes it; others' are 404. */
  endpoint(updateWebhook, async ({ user, params, body }) => ({
    endpoint: await updateWebhookEndpoint(user, params.id, body),
  })),
  /** Deletes one of the user's own endpoints with its deliveries. */
  endpoint(deleteWebhook, async ({ user, params }) => {
    await deleteWebhookEndpoint(user, params.id);
    return { deleted: true as const };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
