/**
 * What a Fix rewrites, per fixable check (AI-EDITS.md): the smallest part of the body that makes
 * the check pass. Pure; measured as the report measures (domain/analysis flaggedSentences).
 */
import type { AiEditRequest } from "@domain/ai-edits";
import { flaggedSentences, machineWritten } from "@domain/analysis";
import { TRANSITION_GOOD_MIN } from "@domain/analysis/readability-language";
import { extractBlocks } from "@domain/analysis/text-parts";
import { foldText } from "@domain/evidence-claims";
import { htmlToPlainText } from "@domain/text";
import {
  type EditTarget,
  faqRange,
  introductionRange,
  rangeTarget,
  type TargetClaim,
  type TargetContext,
} from "./target-ranges";

const PARAGRAPH = /^\s*<(p|div)\b/i;

/**
 * The one block holding the paragraph keyword-in-introduction reads: the analyser's own first
 * paragraph (domain/analysis extractBlocks: a quote, a heading or an empty paragraph is not it),
 * so the model rewrites exactly what the check reads. Without any paragraph, the introduction.
 */
function keywordTarget(blocks: readonly string[]): EditTarget {
  const first = blocks.findIndex((block) =>
    extractBlocks(block).some((part) => part.kind === "paragraph"),
  );
  if (first === -1) return rangeTarget(blocks, introductionRange(blocks));
  return rangeTarget(blocks, { from: first, to: first + 1 });
}

/** The blocks holding at least one sentence the test flags. */
function flaggedBlocks(
  blocks: readonly string[],
  context: TargetContext,
  flagged: (sentence: ReturnType<typeof flaggedSentences>[number]) => boolean,
): EditTarget {
  const picked = blocks
    .map((html, index) => ({ html, index }))
    .filter(({ html }) => flaggedSentences(html, context.language).some(flagged));
  return { kind: "each", blocks: picked };
}

/**
 * Paragraphs to give transition words, in reading order, until the share of sentences with one
 * reaches the report's good mark (with one sentence to spare), assuming every sentence of a
 * rewritten paragraph gets one.
 */
export function transitionBlocks(blocks: readonly string[], context: TargetContext): EditTarget {
  const perBlock = blocks.map((html) => flaggedSentences(html, context.language));
  const total = perBlock.reduce((sum, sentences) => sum + sentences.length, 0);
  const have = perBlock.reduce((sum, s) => sum + s.filter((x) => x.transition).length, 0);
  let needed = Math.ceil((total * TRANSITION_GOOD_MIN) / 100) + 1 - have;
  const picked: { index: number; html: string }[] = [];
  for (const [index, html] of blocks.entries()) {
    if (needed <= 0) break;
    if (!PARAGRAPH.test(html)) continue;
    const gain = (perBlock[index] ?? []).filter((s) => !s.transition).length;
    if (gain === 0) continue;
    picked.push({ index, html });
    needed -= gain;
  }
  return { kind: "each", blocks: picked };
}

/** The blocks holding the fact check's unverified or contradicted claims, with those claims. */
function claimBlocks(blocks: readonly string[], context: TargetContext): EditTarget {
  const claims: TargetClaim[] = (context.evidence?.claims ?? []).flatMap((claim) =>
    claim.verdict === "supported" ? [] : [{ sentence: claim.sentence, verdict: claim.verdict }],
  );
  const folded = blocks.map((html) => foldText(htmlToPlainText(html)));
  const picked = blocks
    .map((html, index) => ({ html, index }))
    .filter(({ index }) =>
      claims.some((claim) => folded[index]?.includes(foldText(claim.sentence))),
    );
  const inPicked = claims.filter((claim) =>
    picked.some(({ index }) => folded[index]?.includes(foldText(claim.sentence))),
  );
  return { kind: "each", blocks: picked, claims: inPicked };
}

/**
 * The blocks holding a sentence the machine-written check flags, measured on the whole body as
 * the report measures it (dashes and lists of three count only when repeated across the piece).
 */
function machineBlocks(blocks: readonly string[], context: TargetContext): EditTarget {
  const flagged = machineWritten(blocks.join("\n"), context.language).sentences.map((s) =>
    foldText(s.text),
  );
  const picked = blocks
    .map((html, index) => ({ html, index, text: foldText(htmlToPlainText(html)) }))
    .filter(({ text }) => flagged.some((sentence) => text.includes(sentence)))
    .map(({ html, index }) => ({ html, index }));
  return { kind: "each", blocks: picked };
}

export function fixTarget(request: AiEditRequest, context: TargetContext): EditTarget {
  const { blocks } = request.document;
  switch (request.check) {
    case "keyword-in-introduction":
      return keywordTarget(blocks);
    case "sentence-length":
      return flaggedBlocks(blocks, context, (s) => s.long);
    case "passive-voice":
      return flaggedBlocks(blocks, context, (s) => s.passive);
    case "transition-words":
      return transitionBlocks(blocks, context);
    case "meta-description-length":
      return { kind: "field", field: "metaDescription", text: request.document.metaDescription };
    case "faq-block":
      return rangeTarget(blocks, faqRange(blocks));
    case "evidence-claims":
      return claimBlocks(blocks, context);
    case "machine-phrasing":
      return machineBlocks(blocks, context);
    default:
      throw new Error("a fix without a check");
  }
}

/** True when the target leaves nothing to rewrite (a Fix that found no block to change). */
export function isEmptyTarget(target: EditTarget): boolean {
  return target.kind === "each" && target.blocks.length === 0;
}
