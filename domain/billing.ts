import { z } from "zod";
/**
 * Billing's shared words: what the checkout form sends (the contract with the landing page's and
 * the pricing dialog's forms: `plan` lite|pro|elite and `period` monthly|annual) and what the
 * profile shows of a subscription.
 */
import type { ParseResult } from "./api/errors";
import { BILLING_PERIODS, type BillingPeriod, isPaidTier, type PaidTier, type Tier } from "./plans";

export const BILLING_MESSAGES = {
  subscriptionFailedTitle: "account:billing.errors.subscriptionFailedTitle",
  subscriptionFailed: "account:billing.errors.subscriptionFailed",
  noCheckoutUrl: "account:billing.errors.noCheckoutUrl",
  signInToCancel: "account:billing.errors.signInToCancel",
  cancelFailedTitle: "account:billing.errors.cancelFailedTitle",
  cancelFailed: "account:billing.errors.cancelFailed",
  invalidPlan: "account:billing.errors.invalidPlan",
  noSubscription: "account:billing.errors.noSubscription",
  badSignature: "account:billing.errors.badSignature",
} as const;

export type CheckoutChoice = { tier: PaidTier; period: BillingPeriod };

/** Reads the checkout form's `plan` and `period`; a missing period is monthly. */
export function parseCheckoutChoice(fields: {
  plan?: unknown;
  period?: unknown;
}): ParseResult<CheckoutChoice> {
  const period = fields.period === undefined || fields.period === "" ? "monthly" : fields.period;
  if (!isPaidTier(fields.plan) || !(BILLING_PERIODS as readonly unknown[]).includes(period))
    return {
      ok: false,
      problem: {
        title: BILLING_MESSAGES.subscriptionFailedTitle,
        message: BILLING_MESSAGES.invalidPlan,
      },
    };
  return { ok: true, value: { tier: fields.plan, period: period as BillingPeriod } };
}

/** The user's plan as the profile's billing section shows it (dates as ISO text). */
export type BillingSummary = {
  tier: Tier;
  period: BillingPeriod | null;
  /** When the paid period ends (renews or, when cancelling, moves to free). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /**
   * A paid tier an admin gave, with no provider subscription behind it: no billing period, and
   * cancelling ends it at once (ADR 0020).
   */
  grant: boolean;
  /** A provider customer exists: the billing portal can be opened. */
  hasCustomer: boolean;
  /** When the stored subscription last changed (the dashboard waits for it after a change). */
  syncedAt: string | null;
};

/** The sandbox's test cards (as Stripe's: 4242... pays, 4000 0000 0000 0002 is declined). */
export const SANDBOX_CARDS = { pays: "4242424242424242", declined: "4000000000000002" } as const;

/** The sandbox checkout's form: a card number (the provider decides what it does). */
export const sandboxPaymentSchema = z.object({
  card: z
    .string({ error: "account:sandbox.unknownCard" })
    .trim()
    .min(1, { error: "account:sandbox.unknownCard" })
    .max(40, { error: "account:sandbox.unknownCard" }),
});
