import type { Database } from "../db";

type Executor = Pick<Database, "execute">;

/** A finished run, as the bulk.finished event carries it. */
export type FinishedBulkRun = { userId: string; id: string; name: string; status: string };

/**
 * The bulk.finished webhook event (issue 30), emitted inside the transaction that finishes the
 * run. MERGE: the webhooks module (server/webhooks, another branch) provides
 * `emitWebhookEvent(tx, { userId, event, data })`; the lead wires it here at merge:
 *   await emitWebhookEvent(tx, { userId: run.userId, event: "bulk.finished",
 *     data: { id: run.id, name: run.name, status: run.status } });
 */
export async function emitBulkFinished(_tx: Executor, _run: FinishedBulkRun): Promise<void> {
  // Nothing to do until the webhooks module is merged (see above).
}
