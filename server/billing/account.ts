import type { SessionUser } from "@domain/auth";
import { BILLING_MESSAGES, type BillingSummary, type CheckoutChoice } from "@domain/billing";
import { AppError, NotFound } from "../errors";
import type { Logger } from "../log";
import { billingProvider, sandboxProvider } from "./instance";
import { cancelOwnPlan, linkCustomer, processEvent, subscriptionRow } from "./state";

/** The user has no subscription to cancel, resume or manage. */
class NoSubscription extends AppError {
  constructor() {
    super("NOT_FOUND", 404, BILLING_MESSAGES.noSubscription);
  }
}

/** Starts checkout for the signed-in user; returns the provider's checkout URL. */
export async function startCheckout(
  user: Pick<SessionUser, "id" | "email">,
  choice: CheckoutChoice,
  urls: { successUrl: string; cancelUrl: string },
): Promise<string> {
  const provider = billingProvider();
  const row = await subscriptionRow(user.id);
  const { url, customerId } = await provider.createCheckout({
    user,
    customerId: row?.customerId ?? null,
    ...choice,
    ...urls,
  });
  if (customerId !== row?.customerId) await linkCustomer(user.id, customerId);
  return url;
}

/** The signed-in user's plan for the profile's billing section. */
export async function billingSummary(
  user: Pick<SessionUser, "id" | "tier">,
): Promise<BillingSummary> {
  const row = await subscriptionRow(user.id);
  return {
    tier: user.tier,
    period:
      row?.billingPeriod === "annual" || row?.billingPeriod === "monthly"
        ? row.billingPeriod
        : null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    grant: user.tier !== "free" && !row?.subscriptionId,
    hasCustomer: Boolean(row?.customerId),
    syncedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function liveSubscriptionId(userId: string): Promise<string> {
  const row = await subscriptionRow(userId);
  if (!row?.subscriptionId) throw new NoSubscription();
  return row.subscriptionId;
}

/**
 * Cancels the user's paid plan (ADR 0020): a provider subscription at the end of its paid period
 * (the change arrives as a webhook like any other), a plan an admin gave at once. Says which.
 */
export async function cancelSubscription(
  user: Pick<SessionUser, "id" | "email">,
  log: Logger,
): Promise<"period-end" | "now"> {
  const found = await cancelOwnPlan(user, log);
  if (found.kind === "none") throw new NoSubscription();
  if (found.kind === "grant-ended") return "now";
  await billingProvider().cancelAtPeriodEnd(found.subscriptionId);
  return "period-end";
}

/** Takes back a cancellation before the period ends. */
export async function resumeSubscription(user: Pick<SessionUser, "id">): Promise<void> {
  await billingProvider().resume(await liveSubscriptionId(user.id));
}

/** The provider's billing portal for the user's customer. */
export async function billingPortalUrl(
  user: Pick<SessionUser, "id">,
  returnUrl: string,
): Promise<string> {
  const row = await subscriptionRow(user.id);
  if (!row?.customerId) throw new NoSubscription();
  return billingProvider().portalUrl(row.customerId, returnUrl);
}

/** The webhook endpoint: verify (BadSignature: 400), then the state machine. */
export async function handleWebhook(rawBody: string, headers: Headers, log: Logger) {
  const provider = billingProvider();
  return processEvent(provider, provider.verifyWebhook(rawBody, headers), log);
}

/** The sandbox's test clock for the user's own subscription (NotFound unless on the sandbox). */
export async function sandboxTestClock(user: Pick<SessionUser, "id">): Promise<void> {
  const sandbox = sandboxProvider();
  const row = await subscriptionRow(user.id);
  if (!sandbox) throw new NotFound();
  if (!row?.customerId) throw new NoSubscription();
  await sandbox.advanceClock(row.customerId);
}
