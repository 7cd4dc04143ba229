/**
 * A delivery's job (queue `webhook-delivery`): POSTs the event, signed, to the endpoint under the
 * sources' safe-fetch rules (the address checked before and at connection: loopback and private
 * addresses are refused, unless the test-only allow-list names them; no redirect is followed),
 * with a 10 s timeout. A 2xx answer succeeds; anything else fails the attempt and pg-boss retries
 * it with exponential backoff. After the last attempt the delivery is failed and the endpoint's
 * failures in a row go up; WEBHOOK_PAUSE_AFTER of them pause it.
 */
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PAUSE_AFTER,
  WEBHOOK_RESPONSE_KEPT,
} from "@domain/webhooks";
import { and, eq, sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { request } from "undici";
import { type Database, schema } from "../db";
import { ensureQueue } from "../jobs";
import { type Logger, loggableError } from "../log";
import { checkAddress, checkedAgent, closeAgent, refusalOf, SourceRefused } from "../sources";
import { WEBHOOK_QUEUE } from "./emit";
import { retryPolicy, webhookSettings } from "./settings";
import { signatureHeader } from "./signature";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Bytes of an answer read: enough for WEBHOOK_RESPONSE_KEPT characters of UTF-8. */
const ANSWER_BYTES = WEBHOOK_RESPONSE_KEPT * 4;

export type Attempt =
  | { ok: boolean; statusCode: number; response: string; error: null }
  | { ok: false; statusCode: null; response: null; error: string };

/** One signed POST of `body`; never throws: a refusal or no answer is the attempt's error. */
export async function postSigned(
  address: string,
  secret: string,
  body: string,
  headers: { event: string; delivery: string },
  now = new Date(),
): Promise<Attempt> {
  const signal = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(address);
    checkAddress(url);
  } catch (error) {
    const refusal = error instanceof SourceRefused ? error : new SourceRefused("scheme");
    return { ok: false, statusCode: null, response: null, error: refusal.messageKey };
  }
  const agent = checkedAgent(url);
  try {
    const answer = await request(url, {
      dispatcher: agent,
      method: "POST",
      signal,
      headers: {
        "content-type": "application/json",
        "user-agent": "Inkwell-Webhooks/1",
        [WEBHOOK_HEADERS.signature]: signatureHeader(
          secret,
          body,
          Math.floor(now.getTime() / 1000),
        ),
        [WEBHOOK_HEADERS.event]: headers.event,
        [WEBHOOK_HEADERS.delivery]: headers.delivery,
      },
      body,
    });
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of answer.body) {
      chunks.push(chunk as Buffer);
      read += (chunk as Buffer).length;
      if (read >= ANSWER_BYTES) {
        answer.body.destroy();
        break;
      }
    }
    const response = Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_RESPONSE_KEPT);
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    return { ok, statusCode: answer.statusCode, response, error: null };
  } catch (error) {
    return {
      ok: false,
      statusCode: null,
      response: null,
      error: refusalOf(error, signal).messageKey,
    };
  } finally {
    closeAgent(agent);
  }
}

class AttemptFailed extends Error {}

/**
 * Runs one attempt of a delivery: `last` says whether pg-boss will retry it after a failure.
 * Throws AttemptFailed for a failure to retry (pg-boss schedules the next attempt).
 */
export async function attemptDelivery(
  db: Database,
  deliveryId: string,
  last: boolean,
): Promise<"succeeded" | "failed" | "retry" | "gone"> {
  const [row] = await db
    .select({ delivery: schema.webhookDeliveries, endpoint: schema.webhookEndpoints })
    .from(schema.webhookDeliveries)
    .innerJoin(
      schema.webhookEndpoints,
      eq(schema.webhookEndpoints.id, schema.webhookDeliveries.endpointId),
    )
    .where(eq(schema.webhookDeliveries.id, deliveryId));
  if (row?.delivery.status !== "pending") return "gone";
  const { delivery, endpoint } = row;
  const outcome = await postSigned(
    endpoint.url,
    endpoint.secret,
    JSON.stringify(delivery.payload),
    {
      event: delivery.event,
      delivery: delivery.id,
    },
  );
  const recorded = {
    attempts: sql`${schema.webhookDeliveries.attempts} + 1`,
    lastStatusCode: outcome.statusCode,
    lastResponse: outcome.response,
    lastError: outcome.error,
  };
  if (outcome.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(schema.webhookDeliveries)
        .set({ ...recorded, status: "succeeded", finishedAt: new Date(), nextAttemptAt: null })
        .where(eq(schema.webhookDeliveries.id, deliveryId));
      await tx
        .update(schema.webhookEndpoints)
        .set({ failuresInRow: 0 })
        .where(eq(schema.webhookEndpoints.id, endpoint.id));
    });
    return "succeeded";
  }
  if (!last) {
    await db
      .update(schema.webhookDeliveries)
      .set(recorded)
      .where(eq(schema.webhookDeliveries.id, deliveryId));
    return "retry";
  }
  await db.transaction(async (tx) => {
    await tx
      .update(schema.webhookDeliveries)
      .set({ ...recorded, status: "failed", finishedAt: new Date(), nextAttemptAt: null })
      .where(eq(schema.webhookDeliveries.id, deliveryId));
    await recordFailure(tx, endpoint.id);
  });
  return "failed";
}

/** A delivery failed every attempt: one more failure in a row, paused at WEBHOOK_PAUSE_AFTER. */
export async function recordFailure(
  tx: Pick<Database, "update">,
  endpointId: string,
): Promise<void> {
  const failures = sql`${schema.webhookEndpoints.failuresInRow} + 1`;
  await tx
    .update(schema.webhookEndpoints)
    .set({
      failuresInRow: failures,
      status: sql`case when ${failures} >= ${WEBHOOK_PAUSE_AFTER} then 'paused' else ${schema.webhookEndpoints.status} end`,
      pausedAt: sql`case when ${failures} >= ${WEBHOOK_PAUSE_AFTER} then coalesce(${schema.webhookEndpoints.pausedAt}, now()) else ${schema.webhookEndpoints.pausedAt} end`,
    })
    .where(eq(schema.webhookEndpoints.id, endpointId));
}

/** Where a delivery job lands when its every attempt died with its worker (pg-boss dead letter). */
export const WEBHOOK_ABANDONED_QUEUE = "webhook-delivery-abandoned";

/**
 * A delivery whose job ended without settling it (its last attempt crashed, or died with its
 * worker): marked failed with WEBHOOK_MESSAGES.abandoned and counted as a failure of its endpoint,
 * once, so it is never left pending forever and "Send again" can send it. Returns whether it was.
 */
export async function abandonDelivery(db: Database, deliveryId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.webhookDeliveries)
      .set({ status: "failed", lastError: WEBHOOK_MESSAGES.abandoned, finishedAt: new Date() })
      .where(
        and(
          eq(schema.webhookDeliveries.id, deliveryId),
          eq(schema.webhookDeliveries.status, "pending"),
        ),
      )
      .returning({ endpointId: schema.webhookDeliveries.endpointId });
    if (!row) return false;
    await recordFailure(tx, row.endpointId);
    return true;
  });
}

/** Creates the delivery queue with the retry schedule and this process's workers. */
export async function registerWebhookDeliveries(
  boss: PgBoss,
  deps: { db: Database; log: Logger; concurrency?: number },
): Promise<void> {
  const policy = retryPolicy(webhookSettings());
  await ensureQueue(boss, WEBHOOK_ABANDONED_QUEUE, { retryLimit: 5, retryDelay: 5 });
  await ensureQueue(boss, WEBHOOK_QUEUE, {
    ...policy,
    expireInSeconds: 60,
    deadLetter: WEBHOOK_ABANDONED_QUEUE,
  });
  await boss.work<{ deliveryId: string }>(
    WEBHOOK_ABANDONED_QUEUE,
    { batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      if (await abandonDelivery(deps.db, job.data.deliveryId))
        deps.log.warn({ deliveryId: job.data.deliveryId }, "abandoned webhook delivery: failed");
    },
  );
  await boss.work<{ deliveryId: string }>(
    WEBHOOK_QUEUE,
    { batchSize: 1, localConcurrency: deps.concurrency ?? 4, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      const last = job.retryCount >= policy.retryLimit;
      let outcome: Awaited<ReturnType<typeof attemptDelivery>>;
      try {
        outcome = await attemptDelivery(deps.db, job.data.deliveryId, last);
      } catch (error) {
        deps.log.error(
          { err: loggableError(error), deliveryId: job.data.deliveryId },
          "webhook delivery crashed",
        );
        throw error;
      }
      // pg-boss retries a failed job after its backoff.
      if (outcome === "retry") throw new AttemptFailed(`delivery ${job.data.deliveryId} failed`);
    },
  );
}
