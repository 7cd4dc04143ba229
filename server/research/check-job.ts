import { EVIDENCE_MESSAGES, type Evidence } from "@domain/evidence";
import { PLANS, parseTier } from "@domain/plans";
import { and, eq } from "drizzle-orm";
import { type Database, schema } from "../db";
import { defineMeteredJob } from "../jobs";
import { analysisOf, storedVoiceOf } from "../library";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { commitCredit } from "../usage";
import { checkFacts } from "./fact-check";

export type FactCheckDeps = { db: Database; log: Logger; model: () => GenerationModel };

export const FACT_CHECK_QUEUE = "fact-check";
/** Fact checks whose every attempt died with their worker land here; their credit is given back. */
export const FACT_CHECK_ABANDONED_QUEUE = "fact-check-abandoned";

const posts = schema.blogPosts;

/** The keywords the owner's plan has the report check one by one (as a save does). */
async function focusKeyphrasesOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ tier: schema.userSubscriptions.tier })
    .from(schema.userSubscriptions)
    .where(eq(schema.userSubscriptions.userId, userId));
  return PLANS[parseTier(row?.tier)].focusKeyphrases;
}

/**
 * A fact check of a post as a metered job (ADR 0023; half a credit with sources, none without):
 * the post's factual sentences are checked against the sources (./fact-check.ts), then in ONE
 * transaction the check's evidence is stored, the post's `evidence` replaced and its analysis
 * made again with it (the post read again, locked, and still the user's), and the credit
 * committed. A failure releases the credit; a post deleted meanwhile fails the check.
 */
export const factCheckJob = defineMeteredJob<typeof schema.factChecks, FactCheckDeps>({
  name: FACT_CHECK_QUEUE,
  deadLetter: FACT_CHECK_ABANDONED_QUEUE,
  payloadKey: "factCheckId",
  logKey: "factCheckId",
  label: "fact check",
  table: schema.factChecks,
  expireInSeconds: 60 * 15,
  pollingIntervalSeconds: 1,
  claimPercent: 4,
  failed: EVIDENCE_MESSAGES.failed,
  async run(deps, check, { signal, log, progress }) {
    const { db } = deps;
    const user = { id: check.userId };
    const owned = and(eq(posts.id, check.postId), eq(posts.userId, check.userId));
    const [post] = await db
      .select({ content: posts.content, language: posts.language })
      .from(posts)
      .where(owned);
    if (!post) throw new Error("the post of the fact check is gone");
    progress.phase("reading", 8);
    const evidence: Evidence = await checkFacts(
      {
        model: deps.model(),
        signal,
        log,
        progress: (phase, percent) => progress.phase(phase, percent),
      },
      user,
      { html: post.content, language: post.language, sourceIds: check.sourceIds },
    );
    progress.phase("finalizing", 95);
    await progress.flush();
    const focusKeyphrases = await focusKeyphrasesOf(db, check.userId);
    return {
      async save(tx) {
        const [current] = await tx.select().from(posts).where(owned).for("update");
        if (!current) throw new Error("the post of the fact check is gone");
        // The report keeps its Voice section (issue 29) when the post has a learned voice.
        const voice = await storedVoiceOf(tx, check.userId, current.voiceId);
        const analysis = analysisOf({ ...current, evidence, voice }, focusKeyphrases);
        await tx.update(posts).set({ evidence, analysis }).where(owned);
        return { evidence };
      },
      async charge(tx, reservation) {
        await commitCredit(tx, reservation, 0);
      },
    };
  },
});

/** Runs one fact check to its end (see factCheckJob); safe to run again for the same id. */
export function runFactCheck(deps: FactCheckDeps, id: string, signal: AbortSignal) {
  return factCheckJob.run(deps, id, signal);
}
