import { type JobQueue, startJobQueue } from "../jobs";
import type { Logger } from "../log";
import { generationJob, type RunnerDeps } from "./runner";

export { ABANDONED_QUEUE, GENERATION_QUEUE } from "./runner";

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

export type GenerationQueue = JobQueue;

/**
 * Starts the process's job queue (server/jobs) with the generation workers registered on it: a
 * job whose worker dies is retried by another (or after a restart), and one that keeps dying goes
 * to the abandoned queue, which releases its credit. Other job kinds register on the same queue.
 */
export async function startGenerationQueue(options: QueueOptions): Promise<GenerationQueue> {
  const { url, log, monitorIntervalSeconds, deps, ...worker } = options;
  const queue = await startJobQueue({ url, log, monitorIntervalSeconds });
  await generationJob.register(queue.boss, { deps, ...worker });
  return queue;
}
