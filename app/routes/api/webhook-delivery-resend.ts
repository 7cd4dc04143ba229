import { resendWebhookDelivery } from "@domain/api/webhooks";
import { endpoint, serve } from "@server/http";
import { resendDelivery } from "@server/webhooks";
import { data } from "react-router";

const routes = serve(
  /** Sends one of the endpoint's deliveries again: 202 with it, pending. */
  endpoint(resendWebhookDelivery, async ({ user, params }) =>
    data({ delivery: await resendDelivery(user, params.id, params.deliveryId) }, { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
