import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { createLogger } from "../log";
import type { BillingProvider, SourceSubscription } from "./provider";
import { createSandboxProvider } from "./sandbox";
import type { sandboxEvent } from "./sandbox-events";
import { SANDBOX_SIGNATURE_HEADER } from "./sandbox-events";
import { signPayload } from "./signature";
import { applyAdminTier, cancelOwnPlan, linkCustomer, processEvent, stateFor } from "./state";

const t = testDatabase();
const log = createLogger("silent");
const SECRET = "whsec_test_secret";

type Event = ReturnType<typeof sandboxEvent>;

/** A sandbox whose events are kept for the test to deliver (and re-deliver) itself. */
function sandbox(now = () => new Date()) {
  const outbox: Event[] = [];
  const provider = createSandboxProvider({
    appUrl: "http://localhost:4370",
    secret: SECRET,
    deliver: (events) => outbox.push(...events),
    now,
  });
  return { provider, outbox };
}

async function deliver(provider: BillingProvider, body: string, header: string | null) {
  const headers = new Headers(header === null ? {} : { [SANDBOX_SIGNATURE_HEADER]: header });
  return processEvent(provider, provider.verifyWebhook(body, headers), log);
}

async function rowOf(userId: string) {
  const [row] = await t.db
    .select()
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId));
  return row;
}

/** A user who paid for pro in the sandbox; the events are waiting in the outbox. */
async function paidUser(s: ReturnType<typeof sandbox>) {
  const user = await insertUser(t.db);
  const checkout = await s.provider.createCheckout({
    user,
    customerId: null,
    tier: "pro",
    period: "monthly",
    successUrl: "http://localhost:4370/dashboard",
    cancelUrl: "http://localhost:4370/dashboard",
  });
  await linkCustomer(user.id, checkout.customerId);
  const id = checkout.url.split("/").pop() ?? "";
  expect(await s.provider.pay(user.id, id, "4242 4242 4242 4242")).toMatchObject({ paid: true });
  return { user, customerId: checkout.customerId };
}

describe("webhook signatures", () => {
  it("changes the plan only for the validly signed deliveries of nine", async () => {
    const now = Date.now();
    const cases: [string, (body: string) => [string, string | null], boolean][] = [
      ["valid", (b) => [b, signPayload(SECRET, b, now)], true],
      ["wrong secret", (b) => [b, signPayload("whsec_other", b, now)], false],
      [
        "tampered body",
        (b) => [b.replace("customer", "custom3r"), signPayload(SECRET, b, now)],
        false,
      ],
      ["missing header", (b) => [b, null], false],
      ["malformed header", (b) => [b, "v1=abc;t=nope"], false],
      ["expired timestamp", (b) => [b, signPayload(SECRET, b, now - 310_000)], false],
      ["future timestamp", (b) => [b, signPayload(SECRET, b, now + 310_000)], false],
      [
        "several signatures, one valid",
        (b) => {
          const good = signPayload(SECRET, b, now);
          const bad = signPayload("whsec_other", b, now).split(",")[1];
          return [b, `${good.split(",")[0]},${bad},${good.split(",")[1]}`];
        },
        true,
      ],
      ["empty body", () => ["", signPayload(SECRET, "", now)], false],
    ];
    for (const [name, make, valid] of cases) {
      const s = sandbox();
      const { user } = await paidUser(s);
      const created = s.outbox.find((e) => e.type === "customer.subscription.created");
      const [body, header] = make(JSON.stringify(created));
      const outcome = await deliver(s.provider, body, header).catch((error: Error) => error.name);
      expect([name, outcome]).toEqual([name, valid ? "synced" : "BadSignature"]);
      expect([name, (await rowOf(user.id))?.tier]).toEqual([name, valid ? "pro" : "free"]);
    }
  });
});

describe("the subscription state machine", () => {
  it("gives the same state for each lifecycle event delivered three times as once", async () => {
    const s = sandbox();
    const once = await paidUser(s);
    const thrice = await paidUser(s);
    const step = async () => {
      for (const event of s.outbox.splice(0)) {
        const target = event.data.object.customer === once.customerId ? 1 : 3;
        for (let i = 0; i < target; i++) {
          const body = JSON.stringify(event);
          const outcome = await deliver(s.provider, body, signPayload(SECRET, body));
          expect(outcome).toBe(i === 0 ? "synced" : "duplicate");
        }
      }
      const [a, b] = [await rowOf(once.user.id), await rowOf(thrice.user.id)];
      const shape = (r: typeof a) => [r?.tier, r?.cancelAtPeriodEnd, r?.billingPeriod];
      expect(shape(b)).toEqual(shape(a));
      return a;
    };
    expect((await step())?.tier).toBe("pro");
    for (const who of [once, thrice]) {
      const row = await rowOf(who.user.id);
      await s.provider.cancelAtPeriodEnd(row?.subscriptionId ?? "");
    }
    expect((await step())?.cancelAtPeriodEnd).toBe(true);
    for (const who of [once, thrice]) {
      await s.provider.resume((await rowOf(who.user.id))?.subscriptionId ?? "");
    }
    expect((await step())?.cancelAtPeriodEnd).toBe(false);
    for (const who of [once, thrice]) {
      await s.provider.cancelAtPeriodEnd((await rowOf(who.user.id))?.subscriptionId ?? "");
      await s.provider.advanceClock(who.customerId);
    }
    expect(await step()).toMatchObject({
      tier: "free",
      subscriptionId: null,
      cancelAtPeriodEnd: false,
    });
  });

  it("ends every one of the 720 orders of six lifecycle events in the provider's state", async () => {
    const final: SourceSubscription = {
      id: "sub_final",
      tier: "elite",
      period: "annual",
      status: "active",
      currentPeriodEnd: new Date("2027-11-24T00:00:00Z"),
      cancelAtPeriodEnd: true,
    };
    const fake: BillingProvider = {
      name: "sandbox",
      readSubscription: async () => final,
      verifyWebhook: () => {
        throw new Error("not used");
      },
      createCheckout: () => Promise.reject(new Error("not used")),
      portalUrl: () => Promise.reject(new Error("not used")),
      cancelAtPeriodEnd: () => Promise.reject(new Error("not used")),
      resume: () => Promise.reject(new Error("not used")),
    };
    const types = [
      "checkout.session.completed",
      "customer.subscription.created",
      "customer.subscription.updated",
      "invoice.paid",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ];
    const orders: number[][] = [];
    const permute = (done: number[], left: number[]) => {
      if (left.length === 0) orders.push(done);
      for (const i of left)
        permute(
          [...done, i],
          left.filter((j) => j !== i),
        );
    };
    permute([], [0, 1, 2, 3, 4, 5]);
    expect(orders).toHaveLength(720);
    const expected = stateFor(final);
    const runOrder = async (order: number[], n: number) => {
      const user = await insertUser(t.db);
      const customerId = `cus_order_${n}`;
      await linkCustomer(user.id, customerId);
      for (const i of order)
        await processEvent(fake, { id: `evt_${n}_${i}`, type: types[i] ?? "", customerId }, log);
      const row = await rowOf(user.id);
      expect(row).toMatchObject({ ...expected, billingPeriod: "annual" });
    };
    for (let start = 0; start < orders.length; start += 4)
      await Promise.all(orders.slice(start, start + 4).map((o, k) => runOrder(o, start + k)));
  }, 180_000);

  it("acknowledges events of unknown customers and without a customer, changing nothing", async () => {
    const s = sandbox();
    const before = await t.db.select().from(schema.userSubscriptions);
    expect(
      await processEvent(
        s.provider,
        { id: "evt_x1", type: "invoice.paid", customerId: "cus_nobody" },
        log,
      ),
    ).toBe("unknown-customer");
    expect(
      await processEvent(s.provider, { id: "evt_x2", type: "ping", customerId: null }, log),
    ).toBe("ignored");
    expect(await t.db.select().from(schema.userSubscriptions)).toEqual(before);
  });

  it("stores nothing when the provider cannot be read, so the retry is processed", async () => {
    const user = await insertUser(t.db);
    await linkCustomer(user.id, "cus_flaky");
    let fail = true;
    const s = sandbox();
    const flaky: BillingProvider = {
      ...s.provider,
      readSubscription: async (customerId) => {
        if (fail) throw new Error("provider unreachable");
        return s.provider.readSubscription(customerId);
      },
    };
    const event = { id: "evt_flaky", type: "invoice.paid", customerId: "cus_flaky" };
    await expect(processEvent(flaky, event, log)).rejects.toThrow("provider unreachable");
    fail = false;
    expect(await processEvent(flaky, event, log)).toBe("synced");
  });
});

describe("an admin's plan change", () => {
  it("creates the record when none exists, sets the tier active and records who did it", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await applyAdminTier(admin, user.id, "elite", log);
    expect(await rowOf(user.id)).toMatchObject({ tier: "elite", status: "active" });
    const events = await t.db.select().from(schema.billingEvents);
    expect(events.find((e) => e.outcome === `set by ${admin.id} for ${user.id}`)?.type).toBe(
      "admin.tier.elite",
    );
  });

  it("is overruled by the provider's state at the paying customer's next event", async () => {
    const s = sandbox();
    const admin = await insertUser(t.db);
    const { user } = await paidUser(s);
    await applyAdminTier(admin, user.id, "lite", log);
    const event = s.outbox.find((e) => e.type === "invoice.paid");
    const body = JSON.stringify(event);
    await deliver(s.provider, body, signPayload(SECRET, body));
    expect((await rowOf(user.id))?.tier).toBe("pro");
  });
});

describe("a user's own cancellation (ADR 0020)", () => {
  it("ends a plan an admin gave at once, in one transaction recorded in billing and audit", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await applyAdminTier(admin, user.id, "pro", log);
    expect(await cancelOwnPlan(user, log)).toEqual({ kind: "grant-ended", before: "pro" });
    expect(await rowOf(user.id)).toMatchObject({
      tier: "free",
      status: "active",
      subscriptionId: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
    const events = await t.db.select().from(schema.billingEvents);
    expect(events.filter((e) => e.outcome === `ended by ${user.id}: pro to free`)).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, user.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: user.id,
        actorEmail: user.email,
        action: "cancel_grant",
        before: { tier: "pro" },
        after: { tier: "free" },
      }),
    ]);
  });

  it("is idempotent: concurrent and repeated requests end the grant and record it once", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await applyAdminTier(admin, user.id, "elite", log);
    const outcomes = await Promise.all([1, 2, 3].map(() => cancelOwnPlan(user, log)));
    expect(outcomes.map((o) => o.kind).sort()).toEqual(["grant-ended", "none", "none"]);
    expect(await cancelOwnPlan(user, log)).toEqual({ kind: "none" });
    const audit = await t.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, user.id));
    expect(audit).toHaveLength(1);
    expect((await rowOf(user.id))?.tier).toBe("free");
  });

  it("leaves a provider subscription to the provider, and a free user with nothing changes nothing", async () => {
    const s = sandbox();
    const { user } = await paidUser(s);
    for (const event of s.outbox.splice(0)) {
      const body = JSON.stringify(event);
      await deliver(s.provider, body, signPayload(SECRET, body));
    }
    const paying = await rowOf(user.id);
    const found = await cancelOwnPlan(user, log);
    expect(found).toEqual({ kind: "provider", subscriptionId: paying?.subscriptionId });
    expect(await rowOf(user.id)).toEqual(paying);
    const free = await insertUser(t.db);
    expect(await cancelOwnPlan(free, log)).toEqual({ kind: "none" });
    expect(await rowOf(free.id)).toBeUndefined();
  });
});

describe("the sandbox's clock", () => {
  it("ends a cancelling subscription when its period has passed and renews the others", async () => {
    const s = sandbox();
    const renewing = await paidUser(s);
    const ending = await paidUser(s);
    const sub = await s.provider.readSubscription(ending.customerId);
    await s.provider.cancelAtPeriodEnd(sub?.id ?? "");
    s.outbox.splice(0);
    const before = (await s.provider.readSubscription(renewing.customerId))?.currentPeriodEnd;
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await s.provider.sweep(later)).toBeGreaterThanOrEqual(2);
    expect(await s.provider.readSubscription(ending.customerId)).toBeNull();
    const renewed = await s.provider.readSubscription(renewing.customerId);
    expect(renewed?.currentPeriodEnd.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    const types = s.outbox
      .filter((e) => e.data.object.customer === ending.customerId)
      .map((e) => e.type);
    expect(types).toEqual(["customer.subscription.deleted"]);
  });
});
