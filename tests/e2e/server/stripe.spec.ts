/**
 * BILLING_PROVIDER=stripe end to end on a server of its own, against a local fake of Stripe's API
 * (tests/support/fake-stripe.ts): the pricing form's POST /billing/checkout creates the customer
 * and a subscription-mode Checkout Session with the plan's price and sends the browser there;
 * Stripe's webhook, signed the way Stripe signs, sets the plan from Stripe's subscription.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Database, schema } from "@server/db";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { type FakeStripe, startFakeStripe } from "../../support/fake-stripe";
import { e2eDatabaseUrl, expect, onE2eAdmin, test } from "../../support/fixtures";
import { freePort, ROOT, type ServerProcess, startServer } from "../../support/server-process";
import { createUserWithSession, SESSION_COOKIE, signedSessionCookie } from "../../support/sessions";

test.describe.configure({ mode: "serial" });

const NAME = `inkwell_stripe_${randomBytes(4).toString("hex")}`;
const SECRET = randomBytes(32).toString("hex");
const WEBHOOK_SECRET = "whsec_e2e_fake";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-stripe-"));
let server: ServerProcess;
let fake: FakeStripe;
let db: Database;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeStripe();
  await onE2eAdmin(`create database ${NAME}`);
  const url = e2eDatabaseUrl().replace(/\/[^/]*$/, `/${NAME}`);
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    LOG_LEVEL: "warn",
    AI_PROVIDER: "local",
    LOCAL_MODEL_PATH: path.join(ROOT, ".data/e2e/models/tiny-test.gguf"),
    BILLING_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_LITE_MONTHLY: "price_lite_m",
    STRIPE_PRICE_LITE_ANNUAL: "price_lite_y",
    STRIPE_PRICE_PRO_MONTHLY: "price_pro_m",
    STRIPE_PRICE_PRO_ANNUAL: "price_pro_y",
    STRIPE_PRICE_ELITE_MONTHLY: "price_elite_m",
    STRIPE_PRICE_ELITE_ANNUAL: "price_elite_y",
  });
  db = createDatabase(url, { max: 2 });
});

test.afterAll(async () => {
  await db?.$client.end();
  if (server) expect(await server.stop("SIGTERM")).toBe(0);
  await fake?.close();
  await onE2eAdmin(`drop database if exists ${NAME} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("checkout goes to Stripe with the plan's price; Stripe's signed webhook sets the plan", async ({
  playwright,
}) => {
  const user = await createUserWithSession(db, { tier: "free" });
  const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, SECRET)}`;
  const api = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { cookie },
  });
  const checkout = await api.post("/billing/checkout", {
    form: { plan: "elite", period: "annual" },
    maxRedirects: 0,
  });
  expect(checkout.status()).toBe(302);
  expect(checkout.headers().location).toBe("https://checkout.stripe.test/c/cs_fake");
  const session = fake.requests.find((r) => r.path === "/v1/checkout/sessions")?.body;
  const customer = session?.get("customer") ?? "";
  expect(session?.get("line_items[0][price]")).toBe("price_elite_y");
  expect(session?.get("mode")).toBe("subscription");
  expect(customer).toMatch(/^cus_fake_/);
  expect(fake.requests.find((r) => r.path === "/v1/customers")?.body.get("email")).toBe(user.email);
  const row = async () =>
    (
      await db
        .select()
        .from(schema.userSubscriptions)
        .where(eq(schema.userSubscriptions.userId, user.id))
    )[0];
  expect(await row()).toMatchObject({ customerId: customer, tier: "free" });

  // Stripe has the subscription; its event reaches the endpoint signed the way Stripe signs.
  fake.subscriptions.push({
    id: "sub_e2e",
    customer,
    status: "active",
    cancel_at_period_end: false,
    price: "price_elite_y",
    current_period_end: Math.floor(Date.now() / 1000) + 365 * 86_400,
  });
  const payload = JSON.stringify({
    id: "evt_e2e_1",
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: "cs_fake", object: "checkout.session", customer } },
  });
  // Stripe sends no session cookie and no Origin.
  const stripe = await playwright.request.newContext({ baseURL: server.url });
  const post = (signature: string) =>
    stripe.post("/api/billing/webhook", {
      data: payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
  const forged = await post(
    Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" }),
  );
  expect(forged.status()).toBe(400);
  expect((await row())?.tier).toBe("free");

  const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const delivered = await post(signed);
  expect(delivered.status()).toBe(200);
  expect(await delivered.json()).toEqual({ received: true, outcome: "synced" });
  expect(await row()).toMatchObject({
    tier: "elite",
    billingPeriod: "annual",
    subscriptionId: "sub_e2e",
    cancelAtPeriodEnd: false,
  });
  const replayed = await post(signed);
  expect(await replayed.json()).toEqual({ received: true, outcome: "duplicate" });
  await api.dispose();
  await stripe.dispose();
});
