import type { PgBoss } from "pg-boss";
import type { RegisterOptions } from "../jobs";
import { type IdeaRunnerDeps, ideaJob } from "./run";

export { IDEA_ABANDONED_QUEUE, IDEA_QUEUE } from "./run";

/**
 * The Idea Lab's durable jobs, a queue of their own on the process's job queue (server/jobs: one
 * connection pool, the same heartbeats and retries): a run whose worker dies is retried, one
 * that keeps dying is failed and its credit released.
 */
export async function startIdeaQueue(
  options: { boss: PgBoss } & RegisterOptions<IdeaRunnerDeps>,
): Promise<void> {
  const { boss, ...worker } = options;
  await ideaJob.register(boss, { retryLimit: 2, ...worker });
}
