import type { WebhookResponse } from "@domain/api/billing";
import { handleWebhook } from "@server/billing";
import { requestContext } from "@server/context";
import { MethodNotAllowed } from "@server/errors";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/billing-webhook";

/**
 * POST /api/billing/webhook: the payment provider's events. No session and no CSRF check: the
 * signature is the check (400 when it fails, nothing changed). Duplicates and events of unknown
 * customers answer 200 so that the provider stops retrying them.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const body = await args.request.text();
  const outcome = await handleWebhook(
    body,
    args.request.headers,
    args.context.get(requestContext).log,
  );
  return { received: true, outcome } satisfies WebhookResponse;
});
