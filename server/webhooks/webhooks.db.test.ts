// Webhooks on PostgreSQL with a real job queue and a local receiver: an event is written in its
// transaction (rolled back: no delivery), the plan's endpoint limit holds under concurrency, a
// delivery's signature passes the documented recipe, a failing receiver gets retries with growing
// gaps and the endpoint pauses after WEBHOOK_PAUSE_AFTER failed deliveries, and the production
// address rules refuse loopback.
import { API_LIMITS } from "@domain/plans";
import { WEBHOOK_PAUSE_AFTER, WEBHOOK_RESPONSE_KEPT } from "@domain/webhooks";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyInkwellSignature } from "../../docs/webhooks/verify.mjs";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { silentLog } from "../../tests/support/generation";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import { schema } from "../db";
import type { AppError } from "../errors";
import { type JobQueue, setJobQueue, startJobQueue } from "../jobs";
import { configureSources } from "../sources";
import {
  configureWebhooks,
  createWebhookEndpoint,
  emitWebhookEvent,
  listWebhookDeliveries,
  postSigned,
  recordFailure,
  registerWebhookDeliveries,
  resendDelivery,
  sendTestEvent,
  updateWebhookEndpoint,
  WEBHOOK_ABANDONED_QUEUE,
  WEBHOOK_QUEUE,
} from "./index";

const t = testDatabase();
let queue: JobQueue;
let good: WebhookReceiver;
let bad: WebhookReceiver;

beforeAll(async () => {
  good = await startWebhookReceiver(200, "thanks");
  bad = await startWebhookReceiver(500, "x".repeat(3000));
  configureSources({ appUrl: "https://inkwell.example", allowHosts: [good.host, bad.host] });
  configureWebhooks({ production: false, retryBaseSeconds: 1, attempts: 4 });
  queue = await startJobQueue({ url: t.url, log: silentLog });
  setJobQueue(queue);
  await registerWebhookDeliveries(queue.boss, { db: t.db, log: silentLog });
});
afterAll(async () => {
  await queue?.stop();
  setJobQueue(undefined);
  configureSources({ appUrl: "https://inkwell.example" });
  configureWebhooks({});
  await good?.close();
  await bad?.close();
});

async function owner(tier: "free" | "lite" = "lite") {
  const row = await insertUser(t.db);
  return { id: row.id, tier, isAdmin: false };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const jobCount = async () =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${WEBHOOK_QUEUE}`,
    )
  ).rows[0]?.n;

const deliveriesOf = (endpointId: string) =>
  t.db
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpointId));

describe("webhooks", () => {
  it("writes an event's deliveries and jobs in the caller's transaction, or not at all", async () => {
    const user = await owner();
    const { endpoint: wanted } = await createWebhookEndpoint(user, {
      url: `${bad.url}?never`,
      events: ["post.updated", "generation.completed"],
      description: "",
    });
    const { endpoint: other } = await createWebhookEndpoint(user, {
      url: `${bad.url}?other`,
      events: ["generation.failed"],
      description: "",
    });
    const jobsBefore = await jobCount();
    const rolledBack = t.db.transaction(async (tx) => {
      const id = await emitWebhookEvent(tx, {
        userId: user.id,
        event: "post.updated",
        data: { postId: "p" },
      });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      throw new Error("the change failed");
    });
    await expect(rolledBack).rejects.toThrow("the change failed");
    expect(await deliveriesOf(wanted.id)).toEqual([]);
    expect(await jobCount()).toBe(jobsBefore);

    // Another user's endpoints and unsubscribed ones get nothing.
    const stranger = await owner();
    const none = await t.db.transaction((tx) =>
      emitWebhookEvent(tx, { userId: stranger.id, event: "post.updated", data: {} }),
    );
    expect(none).toBeNull();
    await t.db
      .update(schema.webhookEndpoints)
      .set({ status: "paused" })
      .where(eq(schema.webhookEndpoints.id, wanted.id));
    expect(
      await t.db.transaction((tx) =>
        emitWebhookEvent(tx, { userId: user.id, event: "post.updated", data: {} }),
      ),
    ).toBeNull();
    expect(await deliveriesOf(other.id)).toEqual([]);
  });

  it("keeps the plan's number of endpoints exactly under concurrent creations", async () => {
    const user = await owner("lite");
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        createWebhookEndpoint(user, {
          url: `https://hooks.example.com/${i}`,
          events: ["post.updated"],
          description: "",
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(
      API_LIMITS.lite.webhookEndpoints,
    );
    const refused = results.find((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && (refused.reason as AppError).code).toBe(
      "WEBHOOK_LIMIT",
    );
  });

  it("delivers a signed event that the documented recipe verifies", async () => {
    const user = await owner();
    const { endpoint, secret } = await createWebhookEndpoint(user, {
      url: good.url,
      events: ["post.updated"],
      description: "good",
    });
    await t.db
      .update(schema.webhookEndpoints)
      .set({ failuresInRow: 3 })
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    const eventId = await t.db.transaction((tx) =>
      emitWebhookEvent(tx, { userId: user.id, event: "post.updated", data: { postId: "p1" } }),
    );
    const [delivery] = await waitFor(
      () => deliveriesOf(endpoint.id),
      (rows) => rows[0]?.status === "succeeded",
    );
    expect(delivery).toMatchObject({ attempts: 1, lastStatusCode: 200, lastResponse: "thanks" });
    const request = good.received.find((r) => r.headers["inkwell-delivery"] === delivery?.id);
    if (!request) throw new Error("the receiver got nothing");
    expect(request.headers["inkwell-event"]).toBe("post.updated");
    expect(request.headers["content-type"]).toBe("application/json");
    const signature = String(request.headers["inkwell-signature"]);
    expect(verifyInkwellSignature(request.body, signature, secret)).toBe(true);
    expect(verifyInkwellSignature(request.body, signature, `${secret}x`)).toBe(false);
    expect(JSON.parse(request.body)).toMatchObject({
      id: eventId,
      type: "post.updated",
      data: { postId: "p1" },
    });
    const [stored] = await t.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    expect(stored?.failuresInRow).toBe(0);
  });

  it("retries a failing receiver with growing gaps, then fails the delivery", async () => {
    const user = await owner();
    const { endpoint } = await createWebhookEndpoint(user, {
      url: bad.url,
      events: ["post.updated"],
      description: "",
    });
    const delivery = await sendTestEvent(user, endpoint.id);
    const [failed] = await waitFor(
      () => deliveriesOf(endpoint.id),
      (rows) => rows[0]?.status === "failed",
      40_000,
    );
    expect(failed).toMatchObject({ attempts: 4, lastStatusCode: 500 });
    expect(failed?.lastResponse).toHaveLength(WEBHOOK_RESPONSE_KEPT);
    const times = bad.received
      .filter((r) => r.headers["inkwell-delivery"] === delivery.id)
      .map((r) => r.at);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    // pg-boss waits 1-2 s, then 2-4 s, then 4-8 s (base 1 s), polled every second.
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1900);
    expect(gaps[2]).toBeGreaterThanOrEqual(3900);
    expect(gaps[2] ?? 0).toBeGreaterThan(gaps[0] ?? 0);
    const [listed] = await listWebhookDeliveries(user, endpoint.id);
    expect(listed).toMatchObject({ status: "failed", attempts: 4, lastStatusCode: 500 });
    const [stored] = await t.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    expect(stored).toMatchObject({ failuresInRow: 1, status: "active" });

    // WEBHOOK_PAUSE_AFTER failed deliveries in a row pause it; resuming clears them.
    for (let i = 1; i < WEBHOOK_PAUSE_AFTER; i++) await recordFailure(t.db, endpoint.id);
    const [paused] = await t.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    expect(paused).toMatchObject({ status: "paused", failuresInRow: WEBHOOK_PAUSE_AFTER });
    expect(paused?.pausedAt).toBeInstanceOf(Date);
    const resumed = await updateWebhookEndpoint(user, endpoint.id, { resume: true });
    expect(resumed).toMatchObject({ status: "active", failuresInRow: 0, pausedAt: null });

    // Sent again: pending with its attempts from zero and one new job; a second resend while it
    // is pending adds no job (it would be sent twice).
    const jobsBefore = await jobCount();
    const again = await resendDelivery(user, endpoint.id, delivery.id);
    expect(again).toMatchObject({ status: "pending", attempts: 0 });
    await resendDelivery(user, endpoint.id, delivery.id);
    expect(await jobCount()).toBe((jobsBefore ?? 0) + 1);
  }, 60_000);

  it("fails a delivery whose job died (the dead letter queue), once, counting the failure", async () => {
    const user = await owner();
    const { endpoint } = await createWebhookEndpoint(user, {
      url: `${good.url}?abandoned`,
      events: ["post.updated"],
      description: "",
    });
    const [delivery] = await t.db
      .insert(schema.webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        userId: user.id,
        eventId: crypto.randomUUID(),
        event: "post.updated",
        payload: { id: "e", type: "post.updated", created: 0, data: {} },
        attempts: 3,
      })
      .returning();
    if (!delivery) throw new Error("no delivery");
    // What pg-boss does with a job whose last attempt crashed or died with its worker.
    for (let i = 0; i < 2; i++)
      await queue.boss.send(WEBHOOK_ABANDONED_QUEUE, { deliveryId: delivery.id });
    const [failed] = await waitFor(
      () => deliveriesOf(endpoint.id),
      ([row]) => row?.status === "failed",
    );
    expect(failed).toMatchObject({ status: "failed", lastError: "webhooks:errors.abandoned" });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const [after] = await t.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, endpoint.id));
    expect(after?.failuresInRow).toBe(1);
  });

  it("never sends to loopback or private addresses without the test-only allow-list", async () => {
    configureSources({ appUrl: "https://inkwell.example", allowHosts: [] });
    try {
      const headers = { event: "webhook.test", delivery: "d" };
      for (const address of [good.url, good.url.replace("127.0.0.1", "localhost")]) {
        const attempt = await postSigned(address, "whsec_x", "{}", headers);
        expect(attempt, address).toMatchObject({
          ok: false,
          statusCode: null,
          error: "sources:refused.blockedAddress",
        });
      }
      expect(good.received.filter((r) => r.headers["inkwell-delivery"] === "d")).toEqual([]);
    } finally {
      configureSources({ appUrl: "https://inkwell.example", allowHosts: [good.host, bad.host] });
    }
  });
});
