import type { BillingPeriod, PaidTier } from "@domain/plans";
import { BadSignature } from "./signature";

/** A subscription as the provider holds it: the one source the app's state is synced from. */
export type SourceSubscription = {
  id: string;
  tier: PaidTier;
  period: BillingPeriod;
  /** Stripe's statuses; only active, trialing and past_due keep the paid tier. */
  status: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

/** A verified webhook event, reduced to what the state machine needs: its id and whose it is. */
export type BillingEvent = { id: string; type: string; customerId: string | null };

export type CheckoutRequest = {
  user: { id: string; email: string };
  /** The customer the user already has at this provider, if any. */
  customerId: string | null;
  tier: PaidTier;
  period: BillingPeriod;
  successUrl: string;
  cancelUrl: string;
};

/**
 * What the app asks of a payment provider (decisions: "Billing"). The sandbox and Stripe both
 * implement it; nothing outside server/billing knows which one is in use.
 */
export interface BillingProvider {
  readonly name: "sandbox" | "stripe";
  /** Creates the customer if needed and a checkout for the plan; the browser goes to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; customerId: string }>;
  /** The provider's page where the customer manages payment methods and invoices. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  resume(subscriptionId: string): Promise<void>;
  /** The customer's current subscription at the provider (the newest live one), or null. */
  readSubscription(customerId: string): Promise<SourceSubscription | null>;
  /** Checks the signature and parses the event; throws BadSignature when it does not verify. */
  verifyWebhook(rawBody: string, headers: Headers): BillingEvent;
}

/** Statuses in which a subscription still gives its plan (past_due: Stripe is retrying). */
export const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/** A verified body that is not an event is refused like a bad signature: 400, nothing changes. */
export function parseEvent(rawBody: string): BillingEvent {
  try {
    return eventFromPayload(JSON.parse(rawBody));
  } catch (error) {
    throw new BadSignature(`not an event: ${(error as Error).message}`);
  }
}

/** The customer id of an event payload shaped like Stripe's (`data.object.customer`). */
export function eventFromPayload(payload: unknown): BillingEvent {
  const event = payload as {
    id?: unknown;
    type?: unknown;
    data?: { object?: { customer?: unknown; object?: unknown; id?: unknown } };
  };
  if (typeof event?.id !== "string" || typeof event.type !== "string")
    throw new Error("webhook payload without an id or type");
  const object = event.data?.object;
  const customer =
    typeof object?.customer === "string"
      ? object.customer
      : object?.object === "customer" && typeof object.id === "string"
        ? object.id
        : null;
  return { id: event.id, type: event.type, customerId: customer };
}
