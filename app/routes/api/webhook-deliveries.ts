import { listWebhookDeliveries } from "@domain/api/webhooks";
import { endpoint, serve } from "@server/http";
import { listWebhookDeliveries as deliveriesOf } from "@server/webhooks";

const routes = serve(
  /** The latest deliveries of one of the user's own endpoints; others' are 404. */
  endpoint(listWebhookDeliveries, async ({ user, params }) => ({
    deliveries: await deliveriesOf(user, params.id),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
