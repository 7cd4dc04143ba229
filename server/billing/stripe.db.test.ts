import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { type FakeStripe, startFakeStripe } from "../../tests/support/fake-stripe";
import { schema } from "../db";
import { createLogger } from "../log";
import { handleWebhook } from "./account";
import { setBillingProvider } from "./instance";
import { linkCustomer } from "./state";
import { createStripeProvider, type StripePrices } from "./stripe";

const t = testDatabase();
const log = createLogger("silent");
const WEBHOOK_SECRET = "whsec_fake_stripe";
const prices: StripePrices = {
  lite_monthly: "price_lite_m",
  lite_annual: "price_lite_y",
  pro_monthly: "price_pro_m",
  pro_annual: "price_pro_y",
  elite_monthly: "price_elite_m",
  elite_annual: "price_elite_y",
};
let fake: FakeStripe;
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: "sk_test_fake",
    webhookSecret: WEBHOOK_SECRET,
    prices,
    apiUrl: fake.url,
  });
  setBillingProvider(provider);
});
afterAll(async () => {
  setBillingProvider(undefined);
  await fake.close();
});

const urls = { successUrl: "http://localhost:4370/ok", cancelUrl: "http://localhost:4370/back" };

describe("Stripe, against a local fake of its API", () => {
  it("creates the customer, then a subscription-mode checkout session with the plan's price", async () => {
    const user = await insertUser(t.db);
    const started = await provider.createCheckout({
      user,
      customerId: null,
      tier: "pro",
      period: "annual",
      ...urls,
    });
    expect(started.url).toBe("https://checkout.stripe.test/c/cs_fake");
    const customer = fake.requests.find((r) => r.path === "/v1/customers");
    expect(customer?.body.get("email")).toBe(user.email);
    expect(customer?.body.get("metadata[userId]")).toBe(user.id);
    const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions")?.body;
    expect(session?.get("mode")).toBe("subscription");
    expect(session?.get("customer")).toBe(started.customerId);
    expect(session?.get("client_reference_id")).toBe(user.id);
    expect(session?.get("line_items[0][price]")).toBe("price_pro_y");
    expect(session?.get("success_url")).toBe(urls.successUrl);
  });

  it("changes a live subscription's plan through the portal rather than a second subscription", async () => {
    fake.subscriptions.push({
      id: "sub_live",
      customer: "cus_live",
      status: "active",
      cancel_at_period_end: false,
      price: "price_lite_m",
      current_period_end: 1_900_000_000,
    });
    const before = fake.requests.length;
    const started = await provider.createCheckout({
      user: { id: "u1", email: "u1@example.test" },
      customerId: "cus_live",
      tier: "elite",
      period: "monthly",
      ...urls,
    });
    expect(started.url).toBe("https://billing.stripe.test/p/bps_fake");
    const made = fake.requests.slice(before);
    expect(made.some((r) => r.path === "/v1/checkout/sessions")).toBe(false);
    const portal = made.find((r) => r.path === "/v1/billing_portal/sessions")?.body;
    expect(portal?.get("flow_data[type]")).toBe("subscription_update_confirm");
    expect(portal?.get("flow_data[subscription_update_confirm][items][0][price]")).toBe(
      "price_elite_m",
    );
  });

  it("accepts a webhook signed the way Stripe signs and syncs the plan from Stripe; refuses others", async () => {
    const user = await insertUser(t.db);
    await linkCustomer(user.id, "cus_hook");
    fake.subscriptions.push({
      id: "sub_hook",
      customer: "cus_hook",
      status: "active",
      cancel_at_period_end: true,
      price: "price_elite_y",
      current_period_end: 1_900_000_000,
    });
    // The event's own payload says lite: the state comes from Stripe, not from it.
    const payload = JSON.stringify({
      id: "evt_hook_1",
      object: "event",
      type: "customer.subscription.updated",
      data: {
        object: { id: "sub_hook", object: "subscription", customer: "cus_hook", plan: "lite" },
      },
    });
    const signed = (secret: string, timestamp?: number) =>
      new Headers({
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({
          payload,
          secret,
          timestamp,
        }),
      });
    await expect(handleWebhook(payload, signed("whsec_wrong"), log)).rejects.toMatchObject({
      name: "BadSignature",
    });
    const old = Math.floor(Date.now() / 1000) - 301;
    await expect(handleWebhook(payload, signed(WEBHOOK_SECRET, old), log)).rejects.toMatchObject({
      name: "BadSignature",
    });
    await expect(handleWebhook(payload, new Headers(), log)).rejects.toMatchObject({
      name: "BadSignature",
    });
    const row = async () =>
      (
        await t.db
          .select()
          .from(schema.userSubscriptions)
          .where(eq(schema.userSubscriptions.userId, user.id))
      )[0];
    expect((await row())?.tier).toBe("free");

    expect(await handleWebhook(payload, signed(WEBHOOK_SECRET), log)).toBe("synced");
    expect(await row()).toMatchObject({
      tier: "elite",
      billingPeriod: "annual",
      cancelAtPeriodEnd: true,
      subscriptionId: "sub_hook",
      currentPeriodEnd: new Date(1_900_000_000 * 1000),
    });
    expect(await handleWebhook(payload, signed(WEBHOOK_SECRET), log)).toBe("duplicate");
  });

  it("says 'No checkout URL received' when Stripe's session has no URL", async () => {
    fake.checkoutUrl = null;
    try {
      await expect(
        provider.createCheckout({
          user: { id: "u2", email: "u2@example.test" },
          customerId: "cus_none",
          tier: "lite",
          period: "monthly",
          ...urls,
        }),
      ).rejects.toMatchObject({ messageKey: "account:billing.errors.noCheckoutUrl" });
    } finally {
      fake.checkoutUrl = "https://checkout.stripe.test/c/cs_fake";
    }
  });

  it("cancels at period end and resumes through the subscription's update", async () => {
    await provider.cancelAtPeriodEnd("sub_live");
    expect(fake.subscriptions.find((s) => s.id === "sub_live")?.cancel_at_period_end).toBe(true);
    await provider.resume("sub_live");
    expect(fake.subscriptions.find((s) => s.id === "sub_live")?.cancel_at_period_end).toBe(false);
  });
});
