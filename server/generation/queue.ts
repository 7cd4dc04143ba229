import { GENERATION_FAILURES } from "@domain/usage";
import { PgBoss } from "pg-boss";
import type { Logger } from "../log";
import { failGeneration, Interrupted, type RunnerDeps, runGeneration } from "./runner";
import { loggableError } from "./steps";

export const GENERATION_QUEUE = "generation";
/** Jobs whose every attempt died with their worker land here; their credit is given back. */
export const ABANDONED_QUEUE = "generation-abandoned";

export type QueueOptions = {
  url: string;
  log: Logger;
  deps: RunnerDeps;
  /** Generations one process runs at a time. */
  concurrency: number;
  /** Seconds without a heartbeat before a job is taken to have died with its worker. */
  heartbeatSeconds?: number;
  /** How often jobs with a missed heartbeat are looked for. */
  monitorIntervalSeconds?: number;
  retryLimit?: number;
  /** False: this process only enqueues (tests use it to leave jobs to another process). */
  work?: boolean;
};

export type GenerationQueue = {
  boss: PgBoss;
  stop(): Promise<void>;
};

async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1],
) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, options);
  else await boss.createQueue(name, options);
}

/**
 * Durable generation jobs on pg-boss in the same PostgreSQL. A job's id is its generation's id.
 * Workers heartbeat; a job whose worker dies is retried by another (or after a restart), and one
 * that keeps dying goes to the abandoned queue, which releases its credit.
 */
export async function startGenerationQueue(options: QueueOptions): Promise<GenerationQueue> {
  const { log, deps } = options;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: "pgboss",
    max: 4,
    useListenNotify: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: options.monitorIntervalSeconds ?? 10,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  await ensureQueue(boss, ABANDONED_QUEUE, { retryLimit: 5, retryDelay: 5 });
  await ensureQueue(boss, GENERATION_QUEUE, {
    notify: true,
    retryLimit: options.retryLimit ?? 2,
    retryDelay: 1,
    heartbeatSeconds: options.heartbeatSeconds ?? 15,
    expireInSeconds: 60 * 30,
    deadLetter: ABANDONED_QUEUE,
  });

  if (options.work === false)
    return { boss, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
  await boss.work<{ generationId: string }>(
    GENERATION_QUEUE,
    {
      batchSize: 1,
      localConcurrency: options.concurrency,
      pollingIntervalSeconds: 2,
      // NOTIFY wakes a worker only when a job is sent; a worker that has just finished a job
      // must look again soon, not after pg-boss's default 30 s backstop (measured by
      // `npm run bench -- priority`: with a backlog, jobs waited 30 s each in pairs).
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]) => {
      if (!job) return;
      try {
        await runGeneration(deps, job.data.generationId, job.signal);
      } catch (error) {
        // Interrupted: fail the attempt so that pg-boss retries it, on this or another process.
        if (error instanceof Interrupted) throw error;
        log.error(
          { err: loggableError(error), generationId: job.data.generationId },
          "generation job crashed",
        );
        await failGeneration(deps.db, job.data.generationId, GENERATION_FAILURES.failed);
      }
    },
  );
  await boss.work<{ generationId: string }>(ABANDONED_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const released = await failGeneration(
      deps.db,
      job.data.generationId,
      GENERATION_FAILURES.failed,
    );
    if (released)
      log.warn({ generationId: job.data.generationId }, "abandoned generation: credit released");
  });

  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
