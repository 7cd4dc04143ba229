import { PLANS, parseTier } from "@domain/plans";
import { GENERATION_FAILURES } from "@domain/usage";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import type { Logger } from "../log";
import { type GenerationModel, LocalModelUnavailableError } from "../model";
import { commitCredit, releaseCredit } from "../usage";
import { finalizeDraft } from "./finalize";
import { createProgressWriter, notifyProgress } from "./progress";
import { loggableError } from "./steps";
import type { Pipeline, PipelineRequest } from "./types";

export type RunnerDeps = {
  db: Database;
  log: Logger;
  pipeline: Pipeline;
  model: () => GenerationModel;
};

/** Thrown when the process is stopping: the job is left for another worker (or a restart). */
export class Interrupted extends Error {}

/**
 * The failure's message key: one a person can act on (the local model is missing: it says what
 * to configure), else the spec's generic failure text.
 */
function failureMessage(error: unknown): string {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof LocalModelUnavailableError)
      return GENERATION_FAILURES.localModelUnavailable;
    const next = current as { lastError?: unknown; cause?: unknown };
    current = next.lastError ?? next.cause;
  }
  return GENERATION_FAILURES.failed;
}

/**
 * Runs one generation to its end: the pipeline with live progress, then in ONE transaction the
 * post is saved, the reserved credit committed and the generation marked succeeded; on failure
 * the credit is released instead. Safe to run again for the same id (retries after a crash):
 * a finished generation is left alone, an unfinished one starts over.
 */
/**
 * The user's own keywords the report checks one by one: as many as their plan's multi-keyword
 * targeting allows (elite 5, others 1), read at the end so an upgrade meanwhile counts.
 */
async function focusKeyphrasesOf(
  db: Database,
  userId: string,
  input: PipelineRequest["input"],
): Promise<string[]> {
  const keywords = "keywords" in input && Array.isArray(input.keywords) ? input.keywords : [];
  if (keywords.length === 0) return [];
  const [row] = await db
    .select({ tier: schema.userSubscriptions.tier })
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId));
  return keywords.slice(0, PLANS[parseTier(row?.tier)].focusKeyphrases);
}

export async function runGeneration(
  deps: RunnerDeps,
  generationId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db, log } = deps;
  const [started] = await db
    .update(schema.generations)
    .set({
      status: "running",
      phase: "analyzing",
      percent: 2,
      text: "",
      error: null,
      attempts: sql`${schema.generations.attempts} + 1`,
      version: sql`${schema.generations.version} + 1`,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      sql`${schema.generations.id} = ${generationId} and ${schema.generations.status} in ('queued', 'running')`,
    )
    .returning();
  if (!started) return;
  await notifyProgress(db, generationId);

  const { sink, flush } = createProgressWriter(db, generationId);
  const input = started.input as PipelineRequest["input"];
  const model = deps.model();
  try {
    const { fallbacks, ...draft } = await deps.pipeline({
      contentType: started.contentType as PipelineRequest["contentType"],
      input,
      model,
      progress: sink,
      signal,
      log: log.child({ generationId, provider: model.provider }),
    });
    sink.phase("finalizing", 96);
    await flush();
    const final = finalizeDraft(draft, {
      contentType: started.contentType as PipelineRequest["contentType"],
      language: input.language,
      focusKeyphrases: await focusKeyphrasesOf(db, started.userId, input),
    });
    await db.transaction(async (tx) => {
      const [post] = await tx
        .insert(schema.blogPosts)
        .values({
          userId: started.userId,
          contentType: started.contentType,
          language: input.language,
          topic: typeof input.topic === "string" ? input.topic : null,
          description: typeof input.description === "string" ? input.description : null,
          tone: typeof input.tone === "string" ? input.tone : null,
          audience: typeof input.audience === "string" ? input.audience : null,
          ...final,
        })
        .returning({ id: schema.blogPosts.id });
      if (!post) throw new Error("post not saved");
      const [finished] = await tx
        .update(schema.generations)
        .set({
          status: "succeeded",
          phase: "done",
          percent: 100,
          postId: post.id,
          fallbacks,
          finishedAt: new Date(),
          updatedAt: new Date(),
          version: sql`${schema.generations.version} + 1`,
        })
        .where(
          sql`${schema.generations.id} = ${generationId} and ${schema.generations.status} = 'running'`,
        )
        .returning();
      // Another attempt finished first: roll this one back so nothing is saved twice.
      if (!finished) throw new AlreadyFinished();
      await commitCredit(
        tx,
        { userId: started.userId, monthYear: started.monthYear, credit: started.credit },
        final.wordCount,
      );
      await notifyProgress(tx, generationId);
    });
  } catch (error) {
    await flush().catch(() => {});
    if (error instanceof AlreadyFinished) return;
    if (signal.aborted) throw new Interrupted("generation interrupted by shutdown");
    log.warn({ err: loggableError(error), generationId }, "generation failed");
    await failGeneration(db, generationId, failureMessage(error));
  }
}

class AlreadyFinished extends Error {}

/** Marks an unfinished generation failed and gives its credit back (once). */
export async function failGeneration(
  db: Database,
  generationId: string,
  message: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(schema.generations)
      .set({
        status: "failed",
        phase: "failed",
        error: message,
        finishedAt: new Date(),
        updatedAt: new Date(),
        version: sql`${schema.generations.version} + 1`,
      })
      .where(
        sql`${schema.generations.id} = ${generationId} and ${schema.generations.status} in ('queued', 'running')`,
      )
      .returning();
    if (!failed) return false;
    await releaseCredit(tx, {
      userId: failed.userId,
      monthYear: failed.monthYear,
      credit: failed.credit,
    });
    await notifyProgress(tx, generationId);
    return true;
  });
}

export async function generationRow(db: Database, id: string) {
  const [row] = await db.select().from(schema.generations).where(eq(schema.generations.id, id));
  return row ?? null;
}
