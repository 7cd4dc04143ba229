import { PgBoss } from "pg-boss";
import type { Logger } from "../log";
import { processSlot } from "../process-slot";

/** The process's one pg-boss, in the app's own PostgreSQL: every durable job's queue lives on it. */
export type JobQueue = {
  boss: PgBoss;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  url: string;
  log: Logger;
  /** How often jobs with a missed heartbeat are looked for. */
  monitorIntervalSeconds?: number;
};

const slot = processSlot<JobQueue>("generation-queue");

/** Makes `queue` the one every start enqueues on (undefined: none, as after a stop). */
export function setJobQueue(queue: JobQueue | undefined): void {
  slot.set(queue);
}

/** The process's job queue; throws when it has not been started. */
export function jobQueue(): JobQueue {
  return slot.require("The job queue");
}

/** Creates a queue, or brings an existing one's options up to date. */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1],
): Promise<void> {
  if (await boss.getQueue(name)) await boss.updateQueue(name, options);
  else await boss.createQueue(name, options);
}

/** Starts pg-boss (schema `pgboss`, NOTIFY on, a small pool). Workers are registered on it after. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { log } = options;
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
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
