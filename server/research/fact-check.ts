/**
 * The fact check of a piece (issue 27 part 5): its factual sentences (domain/evidence-claims.ts)
 * looked up in the user's sources and judged by the model through the structured-answer path,
 * a batch of claims per call. Without sources no model is called: every claim is unverified
 * (`withSources: false`, the report asks for a source). Sentences whose reference the writer
 * removed come as `referenceFlags` and are checked like the others, with their flag kept.
 */

import {
  type Claim,
  countClaims,
  EVIDENCE_VERSION,
  type Evidence,
  type EvidencePhase,
  passageLabel,
} from "@domain/evidence";
import { claimKindsOf, factualSentences, foldText } from "@domain/evidence-claims";
import type { SessionUser } from "../auth";
import type { Logger } from "../log";
import { type GenerationModel, structured } from "../model";
import type { FlaggedSentence } from "./cite";
import { type Retrieve, retrieverFor } from "./retrieve";
import {
  keepVerdicts,
  type LabelledPassage,
  type ModelVerdict,
  VERDICT_BATCH,
  verdictsAnswer,
  verdictsPrompt,
} from "./verdicts";

export type FactCheckContext = {
  model: GenerationModel;
  signal: AbortSignal;
  log: Logger;
  progress?: (phase: EvidencePhase, percent: number) => void;
  /** Where passages are found: the user's sources in the database unless given (the eval). */
  retrieve?: Retrieve;
};

/** A sentence whose reference the writer removed, and why (domain/evidence.ts REFERENCE_FLAGS). */

export type FactCheckInput = {
  html: string;
  language: string;
  sourceIds: readonly string[];
  referenceFlags?: readonly FlaggedSentence[];
};

/** Passages retrieved per claim, and given per call at most. */
const PASSAGES_PER_CLAIM = 3;
const PASSAGES_PER_CALL = 12;

/** Markers a flagged sentence may still carry: `[P3]`, `[2]`. */
const markers = (sentence: string) =>
  sentence.replace(/\s*\[\s*P?\d{1,3}(?:\s*[,;]\s*P?\d{1,3})*\s*\]/gi, "");

/**
 * The claims of a piece, all unverified: its factual sentences, and the flagged sentences (the
 * flag set on the factual sentence it names, or added as a claim of its own).
 */
export function claimsOf(
  html: string,
  language: string,
  referenceFlags: readonly FlaggedSentence[] = [],
): Claim[] {
  const claims: Claim[] = factualSentences(html, language).map((found) => ({
    sentence: found.sentence,
    kinds: found.kinds,
    verdict: "unverified",
  }));
  for (const { sentence, flag } of referenceFlags) {
    const text = markers(sentence).trim();
    if (!text) continue;
    const key = foldText(text);
    const same = claims.find((claim) => foldText(claim.sentence) === key);
    if (same) same.flag = flag;
    else
      claims.push({
        sentence: text,
        kinds: claimKindsOf(text, language),
        verdict: "unverified",
        flag,
      });
  }
  return claims;
}

export function evidenceOf(claims: Claim[], withSources: boolean, now = new Date()): Evidence {
  return {
    version: EVIDENCE_VERSION,
    checkedAt: now.toISOString(),
    withSources,
    claims,
    counts: countClaims(claims),
  };
}

type User = Pick<SessionUser, "id">;

/** The passages for a batch of claims, labelled P1, P2, ... (each passage once). */
async function passagesFor(
  retrieve: Retrieve,
  sourceIds: readonly string[],
  claims: readonly Claim[],
): Promise<{ passages: LabelledPassage[]; found: boolean[] }> {
  const passages: LabelledPassage[] = [];
  const seen = new Set<string>();
  const found: boolean[] = [];
  for (const claim of claims) {
    const hits = await retrieve(sourceIds, claim.sentence, PASSAGES_PER_CLAIM);
    found.push(hits.length > 0);
    for (const hit of hits) {
      if (seen.has(hit.id) || passages.length >= PASSAGES_PER_CALL) continue;
      seen.add(hit.id);
      passages.push({
        label: passageLabel(passages.length),
        sourceId: hit.sourceId,
        passageId: hit.id,
        title: hit.source.title,
        text: hit.text,
      });
    }
  }
  return { passages, found };
}

/**
 * Checks a piece's factual sentences against the user's sources (only the user's own: other ids
 * match nothing). Claims without a passage are unverified without asking; each batch of the
 * others is one structured call (VERDICT_BATCH claims). A batch whose answer does not fit keeps
 * the verdicts that were valid; when every call failed the check throws (nothing was learnt).
 */
export async function checkFacts(
  ctx: FactCheckContext,
  user: User,
  input: FactCheckInput,
): Promise<Evidence> {
  const claims = claimsOf(input.html, input.language, input.referenceFlags);
  const sourceIds = [...new Set(input.sourceIds)];
  if (sourceIds.length === 0) return evidenceOf(claims, false);
  ctx.progress?.("reading", 10);
  const retrieve = ctx.retrieve ?? retrieverFor(user, ctx.log);
  const checked: Claim[] = [];
  let asked = 0;
  let answered = 0;
  for (let from = 0; from < claims.length; from += VERDICT_BATCH) {
    const batch = claims.slice(from, from + VERDICT_BATCH);
    const { passages, found } = await passagesFor(retrieve, sourceIds, batch);
    const askable = batch.filter((_, i) => found[i]);
    let judged: Claim[] = [];
    if (askable.length > 0 && passages.length > 0) {
      asked++;
      const result = await structured(
        { model: ctx.model, signal: ctx.signal, progress: silent },
        verdictsAnswer(askable.length),
        verdictsPrompt(
          askable.map((claim) => claim.sentence),
          passages,
        ),
      );
      const verdicts: ModelVerdict[] = result.ok
        ? result.value.verdicts
        : (result.partial.verdicts ?? []);
      if (result.ok || verdicts.length > 0) answered++;
      if (!result.ok)
        ctx.log.warn(
          { error: result.error, kept: verdicts.length },
          "fact check answer did not fit",
        );
      judged = keepVerdicts(askable, verdicts, new Map(passages.map((p) => [p.label, p])));
    }
    let next = 0;
    for (const [i, claim] of batch.entries())
      checked.push(found[i] ? (judged[next++] ?? { ...claim, verdict: "unverified" }) : claim);
    ctx.progress?.(
      "checking",
      15 + Math.round((75 * Math.min(claims.length, from + VERDICT_BATCH)) / claims.length),
    );
  }
  if (asked > 0 && answered === 0)
    throw new Error("the model answered none of the fact check's calls");
  return evidenceOf(checked, true);
}

const silent = { phase() {}, percent() {}, append() {}, tokens() {} };
