/**
 * Webhook events (issue 30): `emitWebhookEvent` writes one delivery per active endpoint of the
 * user that subscribes to the event, and enqueues each delivery's job, all inside the caller's
 * transaction: an event whose change is rolled back was never sent, and a committed one always
 * has its jobs.
 */
import { randomUUID } from "node:crypto";
import type { WebhookEvent } from "@domain/webhooks";
import { and, arrayContains, eq, sql } from "drizzle-orm";
import { schema } from "../db";
import { type JobTx, jobQueue } from "../jobs";

export const WEBHOOK_QUEUE = "webhook-delivery";

/** What is POSTed: the event's id (the same for every endpoint), its type, when, its data. */
export type WebhookPayload = {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: Record<string, unknown>;
};

/**
 * pg-boss's `executeSql` on a drizzle transaction: its `$1, $2...` placeholders become drizzle
 * parameters, so the job is inserted on the transaction's own connection.
 */
export function executeSqlOn(tx: Pick<JobTx, "execute">) {
  return async (text: string, values: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const query = sql.empty();
    parts.forEach((part, i) => {
      if (i % 2 === 0) query.append(sql.raw(part));
      else query.append(sql`${sql.param(values[Number(part) - 1])}`);
    });
    const result = await tx.execute(query);
    return { rows: result.rows as unknown[] };
  };
}

/** Enqueues a delivery's job on the transaction (a new job each time: a resend is another). */
export async function enqueueDelivery(tx: Pick<JobTx, "execute">, deliveryId: string) {
  await jobQueue().boss.send(
    WEBHOOK_QUEUE,
    { deliveryId },
    { id: randomUUID(), db: { executeSql: executeSqlOn(tx) } },
  );
}

/** Writes the delivery rows of one event to `endpointIds` and enqueues their jobs. */
export async function insertDeliveries(
  tx: JobTx,
  userId: string,
  endpointIds: readonly string[],
  payload: WebhookPayload,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = await tx
    .insert(schema.webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        userId,
        eventId: payload.id,
        event: payload.type,
        payload,
      })),
    )
    .returning({ id: schema.webhookDeliveries.id });
  for (const row of rows) await enqueueDelivery(tx, row.id);
  return rows.map((r) => r.id);
}

/**
 * Sends `event` with `data` to every active endpoint of the user subscribed to it, in `tx`.
 * Returns the event's id (null when no endpoint wants it). Bulk runs call it for bulk.finished.
 */
export async function emitWebhookEvent(
  tx: JobTx,
  event: { userId: string; event: WebhookEvent; data: Record<string, unknown> },
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: schema.webhookEndpoints.id })
    .from(schema.webhookEndpoints)
    .where(
      and(
        eq(schema.webhookEndpoints.userId, event.userId),
        eq(schema.webhookEndpoints.status, "active"),
        arrayContains(schema.webhookEndpoints.events, [event.event]),
      ),
    );
  if (endpoints.length === 0) return null;
  const payload: WebhookPayload = {
    id: randomUUID(),
    type: event.event,
    created: Math.floor(Date.now() / 1000),
    data: event.data,
  };
  await insertDeliveries(
    tx,
    event.userId,
    endpoints.map((e) => e.id),
    payload,
  );
  return payload.id;
}
