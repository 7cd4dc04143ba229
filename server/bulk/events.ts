import type { JobTx, StartTx } from "../jobs";
import { emitWebhookEvent } from "../webhooks";

type WebhookTx = Parameters<typeof emitWebhookEvent>[0];

/** A finished run, as the bulk.finished event carries it. */
export type FinishedBulkRun = { userId: string; id: string; name: string; status: string };

/**
 * The bulk.finished webhook event (issue 30), emitted inside the transaction that finishes the
 * run: the event and its deliveries are committed with the run's end or not at all.
 */
export async function emitBulkFinished(tx: StartTx | JobTx, run: FinishedBulkRun): Promise<void> {
  // A start's transaction (on its own client) and a job's both run drizzle's queries.
  await emitWebhookEvent(tx as WebhookTx, {
    userId: run.userId,
    event: "bulk.finished",
    data: { id: run.id, name: run.name, status: run.status },
  });
}
