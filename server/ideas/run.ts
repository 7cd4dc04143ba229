import { IDEA_MESSAGES, IDEAS_PER_SET, type IdeaPhase, type IdeaRequest } from "@domain/ideas";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { type Database, schema } from "../db";
import { loggableError } from "../generation";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { commitCredit, releaseCredit } from "../usage";
import { writeIdeas } from "./write";

export type IdeaRunnerDeps = { db: Database; log: Logger; model: () => GenerationModel };

/** Thrown when the process is stopping: the job is left for another worker (or a restart). */
export class IdeaRunInterrupted extends Error {}

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

/**
 * Runs one idea set to its end: the model writes, the phases are stored as they happen, then in
 * ONE transaction the ideas are saved, the half credit committed (or, for a short set, given
 * back) and the run marked done. A failure releases the credit. Safe to run again for the same
 * id (a retry after a crash): a finished run is left alone.
 */
export async function runIdeaSet(
  deps: IdeaRunnerDeps,
  runId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db, log } = deps;
  const [run] = await db
    .update(schema.ideaRuns)
    .set({
      status: "running",
      phase: "analyzing",
      percent: 4,
      attempts: sql`${schema.ideaRuns.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      sql`${schema.ideaRuns.id} = ${runId} and ${schema.ideaRuns.status} in ('queued', 'running')`,
    )
    .returning();
  if (!run) return;
  const runLog = log.child({ ideaRunId: runId });
  let writing = Promise.resolve();
  const progress = (phase: IdeaPhase, percent: number) => {
    writing = writing.then(async () => {
      await db
        .update(schema.ideaRuns)
        .set({
          phase,
          percent: sql`greatest(${schema.ideaRuns.percent}, ${percent})`,
          updatedAt: new Date(),
        })
        .where(and(eq(schema.ideaRuns.id, runId), eq(schema.ideaRuns.status, "running")));
    });
  };
  const request: IdeaRequest = {
    platform: run.platform as IdeaRequest["platform"],
    niche: run.niche,
    audience: run.audience ?? undefined,
    refresh: run.refresh,
    language: run.language as IdeaRequest["language"],
  };
  try {
    const avoid = run.refresh ? await earlierTitles(db, run) : [];
    const ideas = await writeIdeas({
      request,
      avoid,
      model: deps.model(),
      signal,
      log: runLog,
      progress,
    });
    progress("finalizing", 95);
    await writing;
    const shortBy = IDEAS_PER_SET - ideas.length;
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(schema.ideaRuns)
        .set({
          status: "succeeded",
          phase: "done",
          percent: 100,
          shortBy,
          // A short set is not charged and does not count as one of the free day's five.
          ...(shortBy > 0 ? { freeSet: false } : {}),
          finishedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(schema.ideaRuns.id, runId), eq(schema.ideaRuns.status, "running")))
        .returning();
      if (!finished) throw new AlreadyFinished();
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
      const reservation = { userId: run.userId, monthYear: run.monthYear, credit: run.credit };
      if (shortBy > 0) {
        runLog.warn({ shortBy }, "idea set short: not charged");
        await releaseCredit(tx, reservation);
      } else await commitCredit(tx, reservation, 0);
    });
  } catch (error) {
    // Let a pending progress write settle; its failure is logged unless it is this same error.
    await writing.catch((progressError: unknown) => {
      if (progressError !== error)
        runLog.warn({ err: loggableError(progressError) }, "idea progress could not be written");
    });
    if (error instanceof AlreadyFinished) return;
    if (signal.aborted) throw new IdeaRunInterrupted("idea run interrupted by shutdown");
    runLog.warn({ err: loggableError(error) }, "idea set failed");
    await failIdeaRun(db, runId);
  }
}

class AlreadyFinished extends Error {}

/** Marks an unfinished run failed and gives its credit back (once). */
export async function failIdeaRun(db: Database, runId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(schema.ideaRuns)
      .set({
        status: "failed",
        phase: "failed",
        error: IDEA_MESSAGES.failed,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        sql`${schema.ideaRuns.id} = ${runId} and ${schema.ideaRuns.status} in ('queued', 'running')`,
      )
      .returning();
    if (!failed) return false;
    await releaseCredit(tx, {
      userId: failed.userId,
      monthYear: failed.monthYear,
      credit: failed.credit,
    });
    return true;
  });
}
