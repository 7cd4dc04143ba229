import { receiveBillingEvent } from "@domain/api/billing";
import { handleWebhook } from "@server/billing";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";

const routes = serve(
  /**
   * The payment provider's events. No session and no CSRF check: the signature over the body as
   * it came is the check (400 when it fails, nothing changed). Duplicates and events of unknown
   * customers answer 200 so that the provider stops retrying them.
   */
  endpoint(receiveBillingEvent, async ({ request, args }) => {
    const outcome = await handleWebhook(
      await request.text(),
      request.headers,
      args.context.get(requestContext).log,
    );
    return { received: true as const, outcome };
  }),
);
export const action = routes.action;
export const loader = routes.loader;
