import { revisitCheckout, startCheckout as startContract } from "@domain/api/checkout";
import { BILLING_MESSAGES, parseCheckoutChoice } from "@domain/billing";
import { startCheckout } from "@server/billing";
import { requestContext } from "@server/context";
import { AppError } from "@server/errors";
import { endpoint, serve } from "@server/http";
import { siteOrigin } from "@server/site";
import { redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /** A GET (a bookmarked or reloaded URL) has nothing to do here: the plans are on the dashboard. */
  endpoint(revisitCheckout, () => redirect("/dashboard/create?upgrade=plans")),
  /**
   * The pricing buttons' plain form (`plan`, `period`). A visitor goes to sign in and comes back
   * to the pricing dialog with that plan; a signed-in user goes to the provider's checkout.
   * Failure: back to the dashboard with "Subscription Failed".
   */
  endpoint(startContract, async ({ user, body, request, args }) => {
    const choice = parseCheckoutChoice(body);
    if (!user) {
      const back = choice.ok
        ? `/dashboard/create?upgrade=${choice.value.tier}&period=${choice.value.period}`
        : "/dashboard/create?upgrade=plans";
      return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
    }
    const failed = (message: string) =>
      redirect("/dashboard/create", {
        headers: {
          "Set-Cookie": flashToast({
            kind: "error",
            title: BILLING_MESSAGES.subscriptionFailedTitle,
            description: message,
          }),
        },
      });
    if (!choice.ok) return failed(choice.problem.message);
    // APP_URL, never the request's host (behind a proxy, whatever X-Forwarded-Host said).
    const origin = siteOrigin(request);
    try {
      const url = await startCheckout(user, choice.value, {
        successUrl: `${origin}/billing/return?status=success`,
        cancelUrl: `${origin}/billing/return?status=cancelled`,
      });
      return redirect(url);
    } catch (error) {
      args.context
        .get(requestContext)
        .log.error({ err: error, tier: choice.value.tier }, "billing: checkout could not start");
      return failed(
        error instanceof AppError ? error.messageKey : BILLING_MESSAGES.subscriptionFailed,
      );
    }
  }),
);
export const loader = routes.loader;
export const action = routes.action;
