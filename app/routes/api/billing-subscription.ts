import { parseSubscriptionChange, type SubscriptionChangeResponse } from "@domain/api/billing";
import { BILLING_MESSAGES } from "@domain/billing";
import { currentUser } from "@server/auth";
import { cancelSubscription, resumeSubscription } from "@server/billing";
import { MethodNotAllowed, Unauthenticated, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/billing-subscription";

/**
 * POST /api/billing/subscription (signed-in users): cancel at period end, or resume. A visitor
 * reads "Please sign in to cancel your subscription" (401).
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = currentUser(args);
  if (!user) throw new Unauthenticated(BILLING_MESSAGES.signInToCancel);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const { action } = valueOrThrow(parseSubscriptionChange(await readBody(args.request)));
  if (action === "cancel") await cancelSubscription(user);
  else await resumeSubscription(user);
  const toast =
    action === "cancel"
      ? { title: "account:billing.cancelled", description: "account:billing.cancelledDescription" }
      : { title: "account:billing.resumed" };
  return data({ ok: true } satisfies SubscriptionChangeResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", ...toast }) },
  });
});
