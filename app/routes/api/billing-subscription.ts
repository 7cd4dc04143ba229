import { parseSubscriptionChange, type SubscriptionChangeResponse } from "@domain/api/billing";
import { BILLING_MESSAGES } from "@domain/billing";
import { currentUser } from "@server/auth";
import { cancelSubscription, resumeSubscription } from "@server/billing";
import { requestContext } from "@server/context";
import { MethodNotAllowed, Unauthenticated, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/billing-subscription";

/**
 * POST /api/billing/subscription (signed-in users): cancel (a provider subscription at period
 * end, a plan an admin gave at once: ADR 0020), or resume. A visitor reads "Please sign in to
 * cancel your subscription" (401); a user without a paid plan "no paid subscription" (404).
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = currentUser(args);
  if (!user) throw new Unauthenticated(BILLING_MESSAGES.signInToCancel);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const { action } = valueOrThrow(parseSubscriptionChange(await readBody(args.request)));
  const log = args.context.get(requestContext).log;
  const cancelled = action === "cancel" ? await cancelSubscription(user, log) : null;
  if (action === "resume") await resumeSubscription(user);
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
  return data({ ok: true } satisfies SubscriptionChangeResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", ...toast }) },
  });
});
