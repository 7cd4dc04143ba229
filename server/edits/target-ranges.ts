/**
 * The shapes of an AI edit's target and the ranges of blocks the piece actions rewrite (issue 28,
 * AI-EDITS.md). Pure.
 */
import type { AnalysisLanguage } from "@domain/analysis";
import type { Evidence } from "@domain/evidence";
import { htmlToPlainText } from "@domain/text";

/** A claim a Fix of evidence-claims rewrites: its sentence and what the fact check said. */
export type TargetClaim = { sentence: string; verdict: "unverified" | "contradicted" };

export type EditTarget =
  /** The selection; `before` and `after`: the text of the blocks around it (context). */
  | { kind: "selection"; html: string; before: string; after: string }
  /** One answer replaces blocks [from, to) (from === to inserts before `from`). */
  | { kind: "range"; from: number; to: number; html: string[] }
  /** Each block is answered under its own marker (<<<BLOCK n>>>) and replaced alone. */
  | { kind: "each"; blocks: { index: number; html: string }[]; claims?: TargetClaim[] }
  | { kind: "field"; field: "metaDescription"; text: string };

export type TargetContext = {
  language: AnalysisLanguage;
  /** The post's latest fact check (evidence-claims). */
  evidence?: Evidence | null;
  /** "Match my voice" of the piece: a block's match with the voice, 0-100 (./targets-voice.ts). */
  voiceScore?: (html: string) => number;
};

/** Text of the blocks next to a selection, at most this many characters each side. */
export const CONTEXT_MAX = 1_500;
/** An outline of the piece (piece actions): at most this many characters. */
export const OUTLINE_MAX = 6_000;

const HEADING = /^\s*<h[2-6]\b/i;
const FAQ_HEADING =
  /(?<![\p{L}\p{N}])(faqs?|frequently asked|preguntas frecuentes|foire aux questions|questions fréquentes|häufig gestellte fragen|perguntas frequentes)(?![\p{L}\p{N}])/iu;

export const levelOf = (html: string) => Number(/^\s*<h([1-6])\b/i.exec(html)?.[1] ?? 0);

/** The introduction: blocks before the first h2..h6, at least the first block. */
export function introductionRange(blocks: readonly string[]): { from: number; to: number } {
  const heading = blocks.findIndex((block) => HEADING.test(block));
  const end = heading === -1 ? blocks.length : heading;
  return { from: 0, to: Math.min(blocks.length, Math.max(1, end)) };
}

/**
 * Where an FAQ goes: over an existing FAQ section (its heading up to the next heading of the
 * same or a higher level), else appended at the end.
 */
export function faqRange(blocks: readonly string[]): { from: number; to: number } {
  const start = blocks.findIndex(
    (block) => levelOf(block) > 0 && FAQ_HEADING.test(htmlToPlainText(block)),
  );
  if (start === -1) return { from: blocks.length, to: blocks.length };
  const level = levelOf(blocks[start] ?? "");
  let end = start + 1;
  while (end < blocks.length) {
    const next = levelOf(blocks[end] ?? "");
    if (next > 0 && next <= level) break;
    end++;
  }
  return { from: start, to: end };
}

export const cut = (text: string, max: number, fromEnd = false) =>
  text.length <= max ? text : fromEnd ? `…${text.slice(-max)}` : `${text.slice(0, max)}…`;

export function rangeTarget(
  blocks: readonly string[],
  range: { from: number; to: number },
): EditTarget {
  return { kind: "range", ...range, html: blocks.slice(range.from, range.to) };
}
