import { BILLING_MESSAGES } from "@domain/billing";
import { BILLING_PERIODS, type BillingPeriod, PAID_TIERS, type PaidTier } from "@domain/plans";
import Stripe from "stripe";
import { AppError } from "../errors";
import {
  type BillingProvider,
  eventFromPayload,
  LIVE_STATUSES,
  type SourceSubscription,
} from "./provider";
import { BadSignature, SIGNATURE_TOLERANCE_SECONDS } from "./signature";

/** Stripe price ids by plan and period (STRIPE_PRICE_PRO_MONTHLY...). */
export type StripePrices = Record<`${PaidTier}_${BillingPeriod}`, string>;

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  prices: StripePrices;
  /** Another API host (stripe-mock, a test's fake): http://localhost:12111. */
  apiUrl?: string;
};

/** Every plan and period without a price id (the server refuses to start on Stripe without them). */
export function missingPrices(prices: Partial<StripePrices>): string[] {
  return PAID_TIERS.flatMap((tier) =>
    BILLING_PERIODS.filter((period) => !prices[`${tier}_${period}`]).map(
      (period) => `STRIPE_PRICE_${tier.toUpperCase()}_${period.toUpperCase()}`,
    ),
  );
}

function planOfPrice(prices: StripePrices, priceId: string | undefined) {
  for (const tier of PAID_TIERS)
    for (const period of BILLING_PERIODS)
      if (prices[`${tier}_${period}`] === priceId) return { tier, period };
  return null;
}

/**
 * Stripe through its official SDK: Checkout Sessions in subscription mode, the Billing Portal
 * (also for plan changes of a live subscription, so nobody pays twice), cancel at period end,
 * and webhooks checked by the SDK with Stripe's tolerance.
 */
export function createStripeProvider(options: StripeOptions): BillingProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });

  const liveSubscription = async (customer: string) => {
    const list = await stripe.subscriptions.list({ customer, status: "all", limit: 20 });
    return list.data.find((sub) => LIVE_STATUSES.has(sub.status)) ?? null;
  };

  return {
    name: "stripe",

    async createCheckout(request) {
      const price = options.prices[`${request.tier}_${request.period}`];
      const customerId =
        request.customerId ??
        (
          await stripe.customers.create({
            email: request.user.email,
            metadata: { userId: request.user.id },
          })
        ).id;
      const live = await liveSubscription(customerId);
      const item = live?.items.data[0];
      if (live && item) {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: request.cancelUrl,
          flow_data: {
            type: "subscription_update_confirm",
            subscription_update_confirm: {
              subscription: live.id,
              items: [{ id: item.id, price, quantity: 1 }],
            },
            after_completion: { type: "redirect", redirect: { return_url: request.successUrl } },
          },
        });
        return { url: session.url, customerId };
      }
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        client_reference_id: request.user.id,
        line_items: [{ price, quantity: 1 }],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      // Spec section 8: "No checkout URL received".
      if (!session.url) throw new AppError("INTERNAL", 502, BILLING_MESSAGES.noCheckoutUrl);
      return { url: session.url, customerId };
    },

    async portalUrl(customerId, returnUrl) {
      return (
        await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
      ).url;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async resume(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    },

    async readSubscription(customerId): Promise<SourceSubscription | null> {
      const live = await liveSubscription(customerId);
      if (!live) return null;
      const item = live.items.data[0];
      const plan = planOfPrice(options.prices, item?.price.id);
      if (!plan)
        throw new Error(`subscription ${live.id} has a price that is not in the plan catalogue`);
      // Recent API versions keep the period on the item; older ones on the subscription.
      const end =
        (item as { current_period_end?: number } | undefined)?.current_period_end ??
        (live as unknown as { current_period_end?: number }).current_period_end ??
        0;
      return {
        id: live.id,
        ...plan,
        status: live.status,
        currentPeriodEnd: new Date(end * 1000),
        cancelAtPeriodEnd: live.cancel_at_period_end,
      };
    },

    verifyWebhook(rawBody, headers) {
      if (!rawBody) throw new BadSignature("empty body");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers.get("stripe-signature") ?? "",
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new BadSignature((error as Error).message);
      }
      return eventFromPayload(event);
    },
  };
}
