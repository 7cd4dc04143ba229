import { fromHalves, GENERATION_COST_HALVES } from "@domain/credits";
import type { GenerationInput } from "@domain/generation-input";
import { concurrentGenerationLimit, parseTier } from "@domain/plans";
import { and, count, eq, inArray, Param, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import type { SessionUser } from "../auth";
import { type Database, schema } from "../db";
import { type FinishedGeneration, queueGeneration } from "../generation";
import { ensureQueue, inStartTransaction, type JobTx, jobQueue, type StartTx } from "../jobs";
import { type Logger, loggableError } from "../log";
import { emitBulkFinished } from "./events";

type Starter = Pick<SessionUser, "id" | "tier" | "isAdmin">;
type Tx = StartTx | JobTx;

/** One row's cost, in half credits: a generation's. */
export const ROW_COST_HALVES = GENERATION_COST_HALVES;
/** Asks for a pump of one user's waiting rows (`{ userId }`), sent with each row's end. */
export const BULK_PUMP_QUEUE = "bulk-pump";
/** Every minute: pumps every user with rows to move, as a backstop (a crash, a lost job). */
export const BULK_SWEEP_QUEUE = "bulk-sweep";
const SWEEP_CRON = "* * * * *";

/** The lock generation starts take: bulk rows start under the same one (server/generation). */
export const startLock = (userId: string) => `generations:${userId}`;

/** A user's plan and admin role, for a pump started by a job (no session there). */
async function starterOf(tx: Tx, userId: string): Promise<Starter> {
  const found = await tx.execute<{ tier: string | null; is_admin: boolean }>(sql`
    select (select tier from user_subscriptions where user_id = ${userId}) as tier,
           exists (select 1 from user_roles where user_id = ${userId}
                   and role in ('admin', 'super_admin')) as is_admin`);
  const row = found.rows[0];
  return { id: userId, tier: parseTier(row?.tier), isAdmin: Boolean(row?.is_admin) };
}

/**
 * Inside a start transaction holding the user's start lock: moves the user's waiting rows (runs
 * oldest first, rows in order) to running, as many as the plan's concurrency leaves free after
 * the generations already queued or running. Each row's generation takes its credit from the
 * run's (nothing is reserved again). Then finishes the runs with nothing left to run.
 */
export async function pumpIn(tx: StartTx, client: pg.PoolClient, user: Starter): Promise<number> {
  const [busy] = await tx
    .select({ n: count() })
    .from(schema.generations)
    .where(
      and(
        eq(schema.generations.userId, user.id),
        inArray(schema.generations.status, ["queued", "running"]),
      ),
    );
  const free = concurrentGenerationLimit(user) - (busy?.n ?? 0);
  let started = 0;
  if (free > 0) {
    const picked = await tx.execute<{
      id: string;
      run_id: string;
      input: GenerationInput;
      month_year: string;
    }>(sql`
      select r.id, r.run_id, r.input, b.month_year
      from bulk_rows r join bulk_runs b on b.id = r.run_id
      where r.user_id = ${user.id} and r.status = 'waiting' and b.status = 'running'
      order by b.created_at, r.row_number
      limit ${free}
      for update of r skip locked`);
    for (const row of picked.rows) {
      const generationId = await queueGeneration(client, user, row.input, row.month_year);
      await tx
        .update(schema.bulkRows)
        .set({
          status: "running",
          generationId,
          error: null,
          attempts: sql`${schema.bulkRows.attempts} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(schema.bulkRows.id, row.id));
      await tx
        .update(schema.bulkRuns)
        .set({
          credit: sql`${schema.bulkRuns.credit} - ${fromHalves(ROW_COST_HALVES)}::numeric`,
          updatedAt: new Date(),
        })
        .where(eq(schema.bulkRuns.id, row.run_id));
      started++;
    }
  }
  await finishRuns(tx, user.id);
  return started;
}

/**
 * Marks the user's runs with no row waiting or running finished (once: `finished_at is null`)
 * and emits bulk.finished for each, in the caller's transaction.
 */
export async function finishRuns(tx: Tx, userId: string): Promise<void> {
  const finished = await tx.execute<{ id: string; name: string; status: string }>(sql`
    update bulk_runs b
    set finished_at = now(), updated_at = now(),
        status = case when b.status = 'cancelled' then 'cancelled' else 'finished' end
    where b.user_id = ${userId} and b.finished_at is null
      and not exists (select 1 from bulk_rows r
                      where r.run_id = b.id and r.status in ('waiting', 'running'))
    returning b.id, b.name, b.status`);
  for (const run of finished.rows) await emitBulkFinished(tx, { userId, ...run });
}

/** Pumps one user's rows in its own transaction, under the user's start lock. */
export async function pumpUser(userId: string): Promise<number> {
  return inStartTransaction(startLock(userId), async (tx, client) =>
    pumpIn(tx, client, await starterOf(tx, userId)),
  );
}

/** pg-boss's SQL run on a drizzle transaction: `$n` placeholders become the values given. */
function onTransaction(tx: JobTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      const parts = text.split(/\$(\d+)/);
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${new Param(values[Number(part) - 1])}`);
      });
      return tx.execute(sql.join(chunks));
    },
  };
}

/**
 * A generation's end (registered in server/main.ts with onGenerationFinished): inside the
 * transaction that marks it succeeded or failed, its bulk row (if any) takes the outcome, and a
 * pump of the user's next rows is enqueued in the same transaction (it runs once this commits).
 */
export async function bulkGenerationFinished(tx: JobTx, generation: FinishedGeneration) {
  const succeeded = generation.status === "succeeded";
  const [row] = await tx
    .update(schema.bulkRows)
    .set({
      status: succeeded ? "succeeded" : "failed",
      postId: succeeded ? generation.postId : null,
      error: succeeded ? null : (generation.error ?? "generation:errors.failed"),
      updatedAt: new Date(),
    })
    .where(
      and(eq(schema.bulkRows.generationId, generation.id), eq(schema.bulkRows.status, "running")),
    )
    .returning({ userId: schema.bulkRows.userId });
  if (!row) return;
  await jobQueue().boss.send(BULK_PUMP_QUEUE, { userId: row.userId }, { db: onTransaction(tx) });
}

/**
 * The backstop: rows left running after their generation ended (or was deleted) take its
 * outcome, then every user with rows waiting or runs left open is pumped.
 */
export async function sweepBulkRuns(db: Database): Promise<number> {
  await db.execute(sql`
    update bulk_rows r set
      status = case when g.status = 'succeeded' then 'succeeded' else 'failed' end,
      post_id = case when g.status = 'succeeded' then g.post_id end,
      error = case when g.status = 'succeeded' then null
                   else coalesce(g.error, 'generation:errors.failed') end,
      updated_at = now()
    from bulk_rows r2 left join generations g on g.id = r2.generation_id
    where r.id = r2.id and r.status = 'running'
      and (g.id is null or g.status in ('succeeded', 'failed'))`);
  const users = await db.execute<{ user_id: string }>(sql`
    select distinct user_id from bulk_runs where finished_at is null`);
  for (const { user_id } of users.rows) await pumpUser(user_id);
  return users.rows.length;
}

/** Creates the pump's queues and workers, and schedules the sweep every minute. */
export async function registerBulkPump(boss: PgBoss, db: Database, log: Logger): Promise<void> {
  await ensureQueue(boss, BULK_PUMP_QUEUE, { retryLimit: 3, retryDelay: 2 });
  await ensureQueue(boss, BULK_SWEEP_QUEUE, { retryLimit: 1, retryDelay: 30 });
  await boss.work<{ userId: string }>(
    BULK_PUMP_QUEUE,
    { batchSize: 1, localConcurrency: 2 },
    async ([job]) => {
      if (!job) return;
      try {
        await pumpUser(job.data.userId);
      } catch (error) {
        log.error({ err: loggableError(error), userId: job.data.userId }, "bulk pump failed");
        throw error;
      }
    },
  );
  // At start-up too: a server that crashed mid-run picks its runs up at once.
  void sweepBulkRuns(db).catch((error: unknown) =>
    log.error({ err: loggableError(error) }, "bulk sweep at start-up failed"),
  );
  await boss.schedule(BULK_SWEEP_QUEUE, SWEEP_CRON, {}, { tz: "UTC" });
  await boss.work(BULK_SWEEP_QUEUE, { batchSize: 1 }, async () => {
    try {
      await sweepBulkRuns(db);
    } catch (error) {
      log.error({ err: loggableError(error) }, "bulk sweep failed");
      throw error;
    }
  });
}
