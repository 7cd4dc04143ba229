/**
 * Issue 24, finding 7: the addresses the payment provider sends the browser back to (checkout's
 * success and cancel, the portal's return) are APP_URL's, never the request's host, which behind
 * a proxy is whatever X-Forwarded-Host said.
 */
import { configureSiteUrl } from "@server/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBillingProvider } from "../../../server/billing/instance";
import { linkCustomer } from "../../../server/billing/state";
import { createStripeProvider } from "../../../server/billing/stripe";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser } from "../../../tests/support/factories";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe";
import { answerOf, routeArgs, sessionUser } from "../../../tests/support/route-args";
import { action as checkout } from "./billing-checkout";
import { action as portal } from "./billing-portal";

const t = testDatabase();
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  setBillingProvider(
    createStripeProvider({
      secretKey: "sk_test_fake",
      webhookSecret: "whsec_fake",
      apiUrl: fake.url,
      prices: {
        lite_monthly: "price_lite_m",
        lite_annual: "price_lite_y",
        pro_monthly: "price_pro_m",
        pro_annual: "price_pro_y",
        elite_monthly: "price_elite_m",
        elite_annual: "price_elite_y",
      },
    }),
  );
  configureSiteUrl("https://inkwell.example");
});
afterAll(async () => {
  setBillingProvider(undefined);
  await fake.close();
});

const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("billing return addresses", () => {
  it("checkout's success and cancel addresses are APP_URL's, whatever host the request named", async () => {
    const user = sessionUser({ id: (await insertUser(t.db)).id });
    const answer = await answerOf(() =>
      checkout(
        routeArgs("https://attacker.example/billing/checkout", {
          user,
          init: form({ plan: "pro", period: "monthly" }),
        }) as never,
      ),
    );
    expect(answer.status).toBe(302);
    const session = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions")?.body;
    expect(session?.get("success_url")).toBe(
      "https://inkwell.example/billing/return?status=success",
    );
    expect(session?.get("cancel_url")).toBe(
      "https://inkwell.example/billing/return?status=cancelled",
    );
  });

  it("the portal's return address is APP_URL's", async () => {
    const row = await insertUser(t.db);
    await linkCustomer(row.id, "cus_fake_portal");
    const answer = await answerOf(() =>
      portal(
        routeArgs("https://attacker.example/billing/portal", {
          user: sessionUser({ id: row.id }),
          init: { method: "POST" },
        }) as never,
      ),
    );
    expect(answer.status).toBe(302);
    const session = fake.requests.findLast((r) => r.path === "/v1/billing_portal/sessions")?.body;
    expect(session?.get("return_url")).toBe("https://inkwell.example/dashboard?tab=profile");
  });
});
