import { changeSubscription } from "@domain/api/billing";
import { cancelSubscription, resumeSubscription } from "@server/billing";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /**
   * Cancel (a provider subscription at period end, a plan an admin gave at once: ADR 0020), or
   * resume, with the toast that says which. A visitor reads "Please sign in to cancel your
   * subscription" (401); a user without a paid plan "no paid subscription" (404).
   */
  endpoint(changeSubscription, async ({ user, body, args }) => {
    const log = args.context.get(requestContext).log;
    const cancelled = body.action === "cancel" ? await cancelSubscription(user, log) : null;
    if (body.action === "resume") await resumeSubscription(user);
    const toast =
      cancelled === "now"
        ? {
            title: "account:billing.grantEnded",
            description: "account:billing.grantEndedDescription",
          }
        : cancelled === "period-end"
          ? {
              title: "account:billing.cancelled",
              description: "account:billing.cancelledDescription",
            }
          : { title: "account:billing.resumed" };
    return data(
      { ok: true as const },
      { headers: { "Set-Cookie": flashToast({ kind: "success", ...toast }) } },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
