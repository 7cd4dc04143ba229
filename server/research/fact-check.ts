/**
 * The fact check of a piece (issue 27 part 5): its factual sentences (domain/evidence-claims.ts)
 * looked up in the user's sources and judged by the model through the structured-answer path,
 * a batch of claims per call. Without sources no model is called: every claim is unverified
 * (`withSources: false`, the report asks for a source). Sentences whose reference the writer
 * removed come as `referenceFlags` and are checked like the others, with their flag kept.
 */

import { segmentWords } from "@domain/analysis/segment";
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
import { type Logger, loggableError } from "../log";
import { type GenerationModel, structured } from "../model";
import { listSources, searchPassages } from "../sources";
import type { FlaggedSentence } from "./cite";
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
const QUERY_WORDS = 16;

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

/** A full-text query of the claim's words, any of them (websearch syntax: `a or b or c`). */
export function queryOf(sentence: string, language: string): string {
  const words = segmentWords(sentence, language)
    .map((word) => word.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, ""))
    .filter(
      (word) =>
        word.length >=
        (/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(word) ? 1 : 3),
    )
    .filter((word) => word !== "or" && word !== "and");
  return [...new Set(words)].slice(0, QUERY_WORDS).join(" or ");
}

type User = Pick<SessionUser, "id">;

/** The passages for a batch of claims, labelled P1, P2, ... (each passage once). */
async function passagesFor(
  user: User,
  sourceIds: readonly string[],
  claims: readonly Claim[],
  language: string,
  titles: ReadonlyMap<string, string>,
): Promise<{ passages: LabelledPassage[]; found: boolean[] }> {
  const passages: LabelledPassage[] = [];
  const seen = new Set<string>();
  const found: boolean[] = [];
  for (const claim of claims) {
    const query = queryOf(claim.sentence, language);
    const hits = query ? await searchPassages(user, sourceIds, query, PASSAGES_PER_CLAIM) : [];
    found.push(hits.length > 0);
    for (const hit of hits) {
      const passageId = `${hit.sourceId}:${hit.ordinal}`;
      if (seen.has(passageId) || passages.length >= PASSAGES_PER_CALL) continue;
      seen.add(passageId);
      passages.push({
        label: passageLabel(passages.length),
        sourceId: hit.sourceId,
        passageId,
        title: titles.get(hit.sourceId) ?? "",
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
  const wanted = new Set(sourceIds);
  const titles = new Map(
    (await listSources(user)).filter((s) => wanted.has(s.id)).map((s) => [s.id, s.title]),
  );
  const checked: Claim[] = [];
  let asked = 0;
  let answered = 0;
  for (let from = 0; from < claims.length; from += VERDICT_BATCH) {
    const batch = claims.slice(from, from + VERDICT_BATCH);
    const { passages, found } = await passagesFor(user, sourceIds, batch, input.language, titles);
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

/**
 * The fact check a generation runs after finalising its piece (included in its credit): as
 * checkFacts, but a check that fails does not fail the piece: it is logged and every claim is
 * left unverified.
 */
export async function checkWrittenPiece(
  ctx: FactCheckContext,
  user: User,
  input: FactCheckInput,
): Promise<Evidence> {
  try {
    return await checkFacts(ctx, user, input);
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    ctx.log.warn(
      { err: loggableError(error) },
      "fact check of the written piece failed: claims left unverified",
    );
    return evidenceOf(
      claimsOf(input.html, input.language, input.referenceFlags),
      input.sourceIds.length > 0,
    );
  }
}
