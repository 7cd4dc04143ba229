import type { PgBoss } from "pg-boss";
import { loggableError } from "../generation";
import { failIdeaRun, IdeaRunInterrupted, type IdeaRunnerDeps, runIdeaSet } from "./run";

export const IDEA_QUEUE = "idea-generation";
/** Idea jobs whose every attempt died with their worker land here; their credit is given back. */
export const IDEA_ABANDONED_QUEUE = "idea-generation-abandoned";

async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1],
) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, options);
  else await boss.createQueue(name, options);
}

/**
 * The Idea Lab's durable jobs, a queue of their own on the generation queue's pg-boss (one
 * connection pool, the same heartbeats and retries): a run whose worker dies is retried, one
 * that keeps dying is failed and its credit released.
 */
export async function startIdeaQueue(options: {
  boss: PgBoss;
  deps: IdeaRunnerDeps;
  concurrency: number;
  heartbeatSeconds?: number;
  work?: boolean;
}): Promise<void> {
  const { boss, deps } = options;
  await ensureQueue(boss, IDEA_ABANDONED_QUEUE, { retryLimit: 5, retryDelay: 5 });
  await ensureQueue(boss, IDEA_QUEUE, {
    notify: true,
    retryLimit: 2,
    retryDelay: 1,
    heartbeatSeconds: options.heartbeatSeconds ?? 15,
    expireInSeconds: 60 * 15,
    deadLetter: IDEA_ABANDONED_QUEUE,
  });
  if (options.work === false) return;
  await boss.work<{ runId: string }>(
    IDEA_QUEUE,
    {
      batchSize: 1,
      localConcurrency: options.concurrency,
      pollingIntervalSeconds: 1,
      // A notification that arrives while every worker is busy is not queued: without a short
      // backstop a set asked for meanwhile would wait pg-boss's default 30 s.
      notifyPollingIntervalSeconds: 2,
    },
    async ([job]) => {
      if (!job) return;
      try {
        await runIdeaSet(deps, job.data.runId, job.signal);
      } catch (error) {
        if (error instanceof IdeaRunInterrupted) throw error;
        deps.log.error(
          { err: loggableError(error), ideaRunId: job.data.runId },
          "idea job crashed",
        );
        await failIdeaRun(deps.db, job.data.runId);
      }
    },
  );
  await boss.work<{ runId: string }>(IDEA_ABANDONED_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (!job) return;
    if (await failIdeaRun(deps.db, job.data.runId))
      deps.log.warn({ ideaRunId: job.data.runId }, "abandoned idea run: credit released");
  });
}
