import { getTableColumns, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db";
import { type Logger, loggableError } from "../log";
import { releaseCredit } from "../usage";
import { type JobEventsOptions, jobEvents } from "./events";
import {
  createProgressWriter,
  notifyProgress,
  PROGRESS_CHANNEL,
  type ProgressColumns,
  type ProgressWriter,
} from "./progress";
import { ensureQueue, jobQueue } from "./queue";

/** A transaction of the app's database, as `db.transaction` hands it to its callback. */
export type JobTx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | JobTx;

/** The credit a job holds from its start until it is settled (committed) or released. */
export type Reservation = { userId: string; monthYear: string; credit: string };

/**
 * The columns every metered job's table has (`generations`, `idea_runs`): its lifecycle (status
 * queued, running, then succeeded or failed), its live phase and percent, the attempts, the
 * failure's message key, and the credit it reserved in a month.
 */
export type MeteredTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  status: PgColumn;
  phase: PgColumn;
  percent: PgColumn;
  attempts: PgColumn;
  $inferSelect: Reservation & { id: string; status: string };
};

type RowKey<T extends MeteredTable> = Extract<keyof T["$inferSelect"], string>;

/** Thrown when the process is stopping: the job is left for another worker (or a restart). */
export class JobInterrupted extends Error {}

/** What a finished run hands back to be saved with its row marked succeeded, in ONE transaction. */
export type Settlement = {
  /** Saves what the job made; returns more of the row's columns to set with "succeeded". */
  save(tx: JobTx): Promise<Record<string, unknown>>;
  /** Commits the reserved credit (or gives it back, when the result is not charged). */
  charge(tx: JobTx, reservation: Reservation): Promise<void>;
};

export type MeteredJobDeps = { db: Database; log: Logger };

export type MeteredJobDefinition<T extends MeteredTable, Deps extends MeteredJobDeps> = {
  /** The pg-boss queue; a job's id is its row's id. */
  name: string;
  /** Where a job whose every attempt died with its worker lands: its credit is given back. */
  deadLetter: string;
  /** The job data's key holding the row's id (kept as it was, so jobs already queued still run). */
  payloadKey: string;
  /** The id's key in log lines, and the job's name in their messages. */
  logKey: string;
  label: string;
  table: T;
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  /** The percent shown once a worker has claimed the job (phase "analyzing"). */
  claimPercent: number;
  /** More columns a claim resets (a retry starts over). */
  claimSet?: () => Record<string, unknown>;
  /**
   * A job followed live (generation): every write bumps `version` and NOTIFYs the progress
   * channel in the same statement or transaction, `text` is appended to as the work writes it and
   * `tokens` counted; `events` serves the stream. Without it, progress writes phase and percent.
   */
  stream?: { version: RowKey<T>; text?: RowKey<T>; tokens?: RowKey<T> };
  /** The message key of a failure; `failed` is the generic one (also for a crash). */
  failed: string;
  failure?(error: unknown): string;
  /**
   * Runs inside the transaction that marks the row succeeded (after the charge) or failed (after
   * the release), with the row as it now is: what follows from a finished job (webhook events, a
   * bulk run's rows, issue 30) is committed with it or not at all. Throwing rolls the finish back.
   */
  finished?(tx: JobTx, row: T["$inferSelect"]): Promise<void>;
  /** Does the work of a claimed row. Throw to fail it (the credit is released). */
  run(
    deps: Deps,
    row: T["$inferSelect"],
    context: {
      signal: AbortSignal;
      log: Logger;
      /** Writes the row's progress; the seam flushes it before settling and after a failure. */
      progress: ProgressWriter;
    },
  ): Promise<Settlement>;
};

export type RegisterOptions<Deps> = {
  deps: Deps;
  /** Jobs of this kind one process runs at a time. */
  concurrency: number;
  /** Seconds without a heartbeat before a job is taken to have died with its worker. */
  heartbeatSeconds?: number;
  retryLimit?: number;
  /** False: this process only enqueues (tests use it to leave jobs to another process). */
  work?: boolean;
};

class AlreadyFinished extends Error {}

/**
 * One durable, credit-metered job kind (ADR 0023). The definition says what the work is; this
 * does the rest in one place: the enqueue inside the start's transaction, the claim (a retry
 * after a crash starts over; a finished row is left alone), the settlement (what was made, the
 * row marked succeeded and the credit committed, in ONE transaction that an earlier finisher
 * rolls back), the release on failure (once), pg-boss retries on a missed heartbeat, and the
 * dead letter queue that releases the credit of a job that keeps dying.
 */
export function defineMeteredJob<T extends MeteredTable, Deps extends MeteredJobDeps>(
  definition: MeteredJobDefinition<T, Deps>,
) {
  const { table, stream } = definition;
  const open = (id: string) =>
    sql`${table.id} = ${id} and ${table.status} in ('queued', 'running')`;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (key: string | undefined) => (key === undefined ? undefined : columns[key]);
  const progressColumns: ProgressColumns = {
    version: column(stream?.version),
    text: column(stream?.text),
    tokens: column(stream?.tokens),
  };
  const { version } = progressColumns;
  /** Columns every state change sets too: the version the event stream resumes from. */
  const touched = () =>
    stream && version ? { [stream.version]: sql`${version} + 1` } : ({} as Record<string, never>);
  /** Tells the live stream the row changed, inside the same transaction. */
  const announce = async (db: Executor, id: string) => {
    if (stream) await notifyProgress(db, id);
  };
  const set = (values: Record<string, unknown>) => values as PgUpdateSetSource<T>;
  const failureKey = (error: unknown) => definition.failure?.(error) ?? definition.failed;

  /** Marks an unfinished row failed with `message` and gives its credit back (once). */
  async function fail(db: Database, id: string, message = definition.failed): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [failed] = (await tx
        .update(table)
        .set(
          set({
            status: "failed",
            phase: "failed",
            error: message,
            finishedAt: new Date(),
            updatedAt: new Date(),
            ...touched(),
          }),
        )
        .where(open(id))
        .returning()) as unknown as T["$inferSelect"][];
      if (!failed) return false;
      await releaseCredit(tx, {
        userId: failed.userId,
        monthYear: failed.monthYear,
        credit: failed.credit,
      });
      await definition.finished?.(tx, failed);
      await announce(tx, id);
      return true;
    });
  }

  /** The progress writer of a running row of this kind (ADR 0023): phase, percent, and the stream's columns. */
  function progressOf(db: Database, id: string, intervalMs?: number): ProgressWriter {
    return createProgressWriter({
      db,
      table,
      id,
      columns: progressColumns,
      notify: stream !== undefined,
      intervalMs,
    });
  }

  /** The event stream of this kind (GET .../:id/events), for a definition with `stream`. */
  function events(
    options: Omit<JobEventsOptions<T["$inferSelect"]>, "table" | "version" | "text">,
  ) {
    if (!stream) throw new Error(`${definition.label} has no event stream`);
    const read = (row: T["$inferSelect"], key: string) => (row as Record<string, unknown>)[key];
    return jobEvents<T["$inferSelect"]>({
      ...options,
      table,
      version: (row) => Number(read(row, stream.version)),
      text: (row) => (stream.text ? String(read(row, stream.text) ?? "") : ""),
    });
  }

  /**
   * Runs one job to its end: claims the row, does the work, settles it; a failure releases the
   * credit. Safe to run again for the same id. Throws JobInterrupted when `signal` aborted it.
   */
  async function run(deps: Deps, id: string, signal: AbortSignal): Promise<void> {
    const { db, log } = deps;
    const [claimed] = (await db
      .update(table)
      .set(
        set({
          status: "running",
          phase: "analyzing",
          percent: definition.claimPercent,
          ...definition.claimSet?.(),
          attempts: sql`${table.attempts} + 1`,
          ...touched(),
          updatedAt: new Date(),
        }),
      )
      .where(open(id))
      .returning()) as unknown as T["$inferSelect"][];
    if (!claimed) return;
    await announce(db, id);
    const jobLog = log.child({ [definition.logKey]: id });
    const progress = progressOf(db, id);
    try {
      const settlement = await definition.run(deps, claimed, { signal, log: jobLog, progress });
      await progress.flush();
      await db.transaction(async (tx) => {
        const saved = await settlement.save(tx);
        const [finished] = (await tx
          .update(table)
          .set(
            set({
              status: "succeeded",
              phase: "done",
              percent: 100,
              ...saved,
              finishedAt: new Date(),
              updatedAt: new Date(),
              ...touched(),
            }),
          )
          .where(sql`${table.id} = ${id} and ${table.status} = 'running'`)
          .returning()) as unknown as T["$inferSelect"][];
        // Another attempt finished first: roll this one back so nothing is saved twice.
        if (!finished) throw new AlreadyFinished();
        await settlement.charge(tx, {
          userId: claimed.userId,
          monthYear: claimed.monthYear,
          credit: claimed.credit,
        });
        await definition.finished?.(tx, finished);
        await announce(tx, id);
      });
    } catch (error) {
      // Let a pending progress write settle; its failure is logged unless it is this same error.
      await progress.flush().catch((progressError: unknown) => {
        if (progressError !== error)
          jobLog.warn(
            { err: loggableError(progressError) },
            `${definition.label} progress could not be written`,
          );
      });
      if (error instanceof AlreadyFinished) return;
      if (signal.aborted) throw new JobInterrupted(`${definition.label} interrupted by shutdown`);
      jobLog.warn({ err: loggableError(error) }, `${definition.label} failed`);
      await fail(db, id, failureKey(error));
    }
  }

  /** Creates the queues and, unless `work` is false, this process's workers for them. */
  async function register(boss: PgBoss, options: RegisterOptions<Deps>): Promise<void> {
    const { deps } = options;
    await ensureQueue(boss, definition.deadLetter, { retryLimit: 5, retryDelay: 5 });
    await ensureQueue(boss, definition.name, {
      notify: true,
      retryLimit: options.retryLimit ?? 2,
      retryDelay: 1,
      heartbeatSeconds: options.heartbeatSeconds ?? 15,
      expireInSeconds: definition.expireInSeconds,
      deadLetter: definition.deadLetter,
    });
    if (options.work === false) return;
    const idOf = (data: Record<string, string>) => data[definition.payloadKey] ?? "";
    await boss.work<Record<string, string>>(
      definition.name,
      {
        batchSize: 1,
        localConcurrency: options.concurrency,
        pollingIntervalSeconds: definition.pollingIntervalSeconds,
        // NOTIFY wakes a worker only when a job is sent; a worker that has just finished a job,
        // or a notification that came while every worker was busy, must look again soon, not
        // after pg-boss's default 30 s backstop (`npm run bench -- priority` measured it).
        notifyPollingIntervalSeconds: 2,
      },
      async ([job]) => {
        if (!job) return;
        const id = idOf(job.data);
        try {
          await run(deps, id, job.signal);
        } catch (error) {
          // Interrupted: fail the attempt so that pg-boss retries it, on this or another process.
          if (error instanceof JobInterrupted) throw error;
          deps.log.error(
            { err: loggableError(error), [definition.logKey]: id },
            `${definition.label} job crashed`,
          );
          await fail(deps.db, id);
        }
      },
    );
    await boss.work<Record<string, string>>(
      definition.deadLetter,
      { batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        const id = idOf(job.data);
        if (await fail(deps.db, id))
          deps.log.warn(
            { [definition.logKey]: id },
            `abandoned ${definition.label}: credit released`,
          );
      },
    );
  }

  /**
   * Enqueues the job of a row created in the start's transaction, on that transaction's client:
   * the row and its job are committed together or not at all.
   */
  async function enqueue(
    client: pg.PoolClient,
    id: string,
    options: { priority?: number } = {},
  ): Promise<void> {
    await jobQueue().boss.send(
      definition.name,
      { [definition.payloadKey]: id },
      {
        id,
        ...(options.priority === undefined ? {} : { priority: options.priority }),
        db: { executeSql: (text, values) => client.query(text, values) },
      },
    );
    // A followed kind tells its streams at once, in the same transaction.
    if (stream) await client.query("select pg_notify($1, $2)", [PROGRESS_CHANNEL, id]);
  }

  return {
    name: definition.name,
    deadLetter: definition.deadLetter,
    run,
    fail,
    register,
    enqueue,
    progress: progressOf,
    events,
  };
}
