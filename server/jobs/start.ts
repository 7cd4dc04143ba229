import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { database, schema } from "../db";

const onClient = (client: pg.PoolClient) => drizzle({ client, schema, casing: "snake_case" });
/** The start's transaction, as drizzle over the one client the job is also enqueued on. */
export type StartTx = ReturnType<typeof onClient>;

/**
 * Runs a metered job's start in ONE transaction on one client: with `lock`, first a transaction
 * lock on that key (so two concurrent starts of one user are counted one after the other), then
 * `body`, which checks the limits, reserves the credit, creates the row and enqueues its job on
 * `client`. Everything is committed together, or rolled back when `body` throws.
 */
export async function inStartTransaction<R>(
  lock: string | null,
  body: (tx: StartTx, client: pg.PoolClient) => Promise<R>,
): Promise<R> {
  const client = await database().$client.connect();
  // A connection whose rollback failed is broken: released with that error, the pool discards it
  // instead of lending it out in an open transaction. The start's own error is the one thrown.
  let broken: Error | undefined;
  try {
    await client.query("begin");
    const tx = onClient(client);
    if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
    const result = await body(tx, client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
