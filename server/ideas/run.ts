import { IDEA_MESSAGES, IDEAS_PER_SET, type IdeaPhase, type IdeaRequest } from "@domain/ideas";
import { and, desc, eq, ne } from "drizzle-orm";
import { type Database, schema } from "../db";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { commitCredit, releaseCredit } from "../usage";
import { writeIdeas } from "./write";

export type IdeaRunnerDeps = { db: Database; log: Logger; model: () => GenerationModel };

/** Titles of the user's latest set for the same platform and niche: a refresh avoids them. */
async function earlierTitles(db: Database, run: typeof schema.ideaRuns.$inferSelect) {
  const [previous] = await db
    .select({ id: schema.ideaRuns.id })
    .from(schema.ideaRuns)
    .where(
      and(
        eq(schema.ideaRuns.userId, run.userId),
        eq(schema.ideaRuns.platform, run.platform),
        eq(schema.ideaRuns.niche, run.niche),
        eq(schema.ideaRuns.status, "succeeded"),
        ne(schema.ideaRuns.id, run.id),
      ),
    )
    .orderBy(desc(schema.ideaRuns.createdAt))
    .limit(1);
  if (!previous) return [];
  const rows = await db
    .select({ title: schema.contentIdeas.title })
    .from(schema.contentIdeas)
    .where(eq(schema.contentIdeas.runId, previous.id));
  return rows.map((row) => row.title);
}

export const IDEA_QUEUE = "idea-generation";
/** Idea jobs whose every attempt died with their worker land here; their credit is given back. */
export const IDEA_ABANDONED_QUEUE = "idea-generation-abandoned";

/**
 * An idea set as a metered job (ADR 0023): the model writes, the phases are stored as they
 * happen, then in ONE transaction the ideas are saved, the half credit committed (or, for a short
 * set, given back) and the run marked done. A failure releases the credit. A retry after a crash
 * starts over; a finished run is left alone.
 */
export const ideaJob = defineMeteredJob<typeof schema.ideaRuns, IdeaRunnerDeps>({
  name: IDEA_QUEUE,
  deadLetter: IDEA_ABANDONED_QUEUE,
  payloadKey: "runId",
  logKey: "ideaRunId",
  label: "idea set",
  table: schema.ideaRuns,
  expireInSeconds: 60 * 15,
  // A notification that arrives while every worker is busy is not queued: look again soon.
  pollingIntervalSeconds: 1,
  claimPercent: 4,
  failed: IDEA_MESSAGES.failed,
  async run(deps, run, { signal, log, progress }) {
    const { db } = deps;
    const runId = run.id;
    const request: IdeaRequest = {
      platform: run.platform as IdeaRequest["platform"],
      niche: run.niche,
      audience: run.audience ?? undefined,
      refresh: run.refresh,
      language: run.language as IdeaRequest["language"],
    };
    const avoid = run.refresh ? await earlierTitles(db, run) : [];
    const ideas = await writeIdeas({
      request,
      avoid,
      model: deps.model(),
      signal,
      log,
      progress: (phase: IdeaPhase, percent: number) => progress.phase(phase, percent),
    });
    progress.phase("finalizing", 95);
    await progress.flush();
    const shortBy = IDEAS_PER_SET - ideas.length;
    return {
      async save(tx) {
        await tx.insert(schema.contentIdeas).values(
          ideas.map((idea, index) => ({
            userId: run.userId,
            runId,
            position: index + 1,
            platform: run.platform,
            niche: run.niche,
            title: idea.title,
            hook: idea.hook,
            reason: idea.whyItWorks,
            category: idea.category,
            viralScore: idea.viralScore,
            metadata: { platform_tips: idea.tip, format: idea.format },
          })),
        );
        // A short set is not charged and does not count as one of the free day's five.
        return { shortBy, ...(shortBy > 0 ? { freeSet: false } : {}) };
      },
      async charge(tx, reservation) {
        if (shortBy > 0) {
          log.warn({ shortBy }, "idea set short: not charged");
          await releaseCredit(tx, reservation);
        } else await commitCredit(tx, reservation, 0);
      },
    };
  },
});

/** Runs one idea set to its end (see ideaJob); safe to run again for the same id. */
export function runIdeaSet(deps: IdeaRunnerDeps, runId: string, signal: AbortSignal) {
  return ideaJob.run(deps, runId, signal);
}

/** Marks an unfinished run failed and gives its credit back (once). */
export function failIdeaRun(db: Database, runId: string): Promise<boolean> {
  return ideaJob.fail(db, runId);
}
