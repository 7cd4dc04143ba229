import { EDIT_LIMITS, PLANS, parseTier } from "@domain/plans";
import { GENERATION_FAILURES } from "@domain/usage";
import { eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import { type GenerationModel, LocalModelUnavailableError } from "../model";
import { researchFor } from "../research";
import { commitCredit } from "../usage";
import { recordVersion } from "../versions";
import { finalizeDraft } from "./finalize";
import { generationFinished } from "./finished";
import type { Pipeline, PipelineRequest } from "./types";
import { voiceIdToStore, voiceOfJob } from "./voice";

export type RunnerDeps = {
  db: Database;
  log: Logger;
  pipeline: Pipeline;
  model: () => GenerationModel;
};

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

export const GENERATION_QUEUE = "generation";
/** Jobs whose every attempt died with their worker land here; their credit is given back. */
export const ABANDONED_QUEUE = "generation-abandoned";

/**
 * A generation as a metered job (ADR 0023): the pipeline with live progress, then in ONE
 * transaction the post is saved (with its first version), the reserved credit committed and the generation marked
 * succeeded; on failure the credit is released instead. A retry after a crash starts over.
 */
export const generationJob = defineMeteredJob<typeof schema.generations, RunnerDeps>({
  name: GENERATION_QUEUE,
  deadLetter: ABANDONED_QUEUE,
  payloadKey: "generationId",
  logKey: "generationId",
  label: "generation",
  table: schema.generations,
  expireInSeconds: 60 * 30,
  pollingIntervalSeconds: 2,
  claimPercent: 2,
  claimSet: () => ({ text: "", error: null, startedAt: new Date() }),
  stream: { version: "version", text: "text", tokens: "outputTokens" },
  failed: GENERATION_FAILURES.failed,
  failure: failureMessage,
  finished: generationFinished,
  async run(deps, started, { signal, log, progress }) {
    const { db } = deps;
    const input = started.input as PipelineRequest["input"];
    const contentType = started.contentType as PipelineRequest["contentType"];
    const model = deps.model();
    const pipelineLog = log.child({ provider: model.provider });
    // The voice, read once (issue 29); one gone meanwhile is written without, and noted.
    const written = await voiceOfJob(started.userId, input.voiceId, pipelineLog);
    const { voice } = written;
    const {
      fallbacks,
      sourceIds,
      citations,
      evidence,
      brief,
      referenceFlags: _flags,
      ...draft
    } = await deps.pipeline({
      contentType,
      input,
      model,
      progress,
      signal,
      log: pipelineLog,
      // Passages, the brief and the fact check over this user's own sources only.
      research: researchFor({ id: started.userId }, { model, signal, log: pipelineLog }),
      ...(voice ? { voice } : {}),
    });
    if (written.fallback) fallbacks.unshift(written.fallback);
    progress.phase("finalizing", 96);
    await progress.flush();
    const final = finalizeDraft(draft, {
      contentType,
      language: input.language,
      focusKeyphrases: await focusKeyphrasesOf(db, started.userId, input),
      evidence,
      // The report's Voice section: the piece measured against its voice.
      ...(voice
        ? { voice: { id: voice.id, name: voice.name, fingerprint: voice.fingerprint } }
        : {}),
    });
    return {
      async save(tx) {
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
            // Written with sources: which were given and which the text cites (issue 27).
            ...(sourceIds?.length ? { sourceIds, citations: citations ?? [] } : {}),
            evidence: evidence ?? null,
            voiceId: await voiceIdToStore(tx, voice),
          })
          .returning();
        if (!post) throw new Error("post not saved");
        // Its history starts here (issue 28): version 1, kind generation. A new post has no
        // older version to prune, so the plan's bound does not matter yet.
        await recordVersion(tx, post, { kind: "generation" }, EDIT_LIMITS.elite);
        // The brief the outline was planned from stays with the post (the editor shows it);
        // included in the generation's credit.
        if (brief && sourceIds?.length)
          await tx.insert(schema.researchBriefs).values({
            userId: started.userId,
            sourceIds,
            topic: typeof input.topic === "string" && input.topic ? input.topic : input.title,
            language: input.language,
            postId: post.id,
            brief,
            status: "succeeded",
            phase: "done",
            percent: 100,
            credit: "0",
            monthYear: started.monthYear,
            finishedAt: new Date(),
          });
        return { postId: post.id, fallbacks };
      },
      charge: (tx, reservation) => commitCredit(tx, reservation, final.wordCount),
    };
  },
});

/** Runs one generation to its end (see generationJob); safe to run again for the same id. */
export function runGeneration(
  deps: RunnerDeps,
  generationId: string,
  signal: AbortSignal,
): Promise<void> {
  return generationJob.run(deps, generationId, signal);
}

/** Marks an unfinished generation failed and gives its credit back (once). */
export function failGeneration(
  db: Database,
  generationId: string,
  message: string,
): Promise<boolean> {
  return generationJob.fail(db, generationId, message);
}

export async function generationRow(db: Database, id: string) {
  const [row] = await db.select().from(schema.generations).where(eq(schema.generations.id, id));
  return row ?? null;
}
