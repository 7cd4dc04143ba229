import { sendWebhookTest } from "@domain/api/webhooks";
import { endpoint, serve } from "@server/http";
import { sendTestEvent } from "@server/webhooks";
import { data } from "react-router";

const routes = serve(
  /** Sends a test event to one of the user's own endpoints: 202 with its delivery. */
  endpoint(sendWebhookTest, async ({ user, params }) =>
    data({ delivery: await sendTestEvent(user, params.id) }, { status: 202 }),
  ),
);
export const loader = routes.loader;
export const action = routes.action;
