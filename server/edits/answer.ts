/**
 * The model's answer to an AI edit as an AiEditResult (domain/ai-edits.ts): code fences and
 * chatter around the HTML taken off, the HTML sanitised with the one allow-list, a multi-block
 * answer split at its markers (<<<BLOCK n>>>), the meta description as plain text. Pure.
 */
import { AI_EDIT_MESSAGES, type AiEditResult, MAX_META_DESCRIPTION } from "@domain/ai-edits";
import { REFERENCE_MARKER } from "@domain/evidence";
import { sanitizeHtml } from "@domain/html/sanitize";
import { htmlToPlainText } from "@domain/text";
import { BLOCK_MARKER } from "./prompts";
import type { EditTarget } from "./targets";

/** The model gave nothing usable: the edit fails with edits:errors.emptyAnswer (not counted). */
export class EmptyAnswer extends Error {
  readonly messageKey = AI_EDIT_MESSAGES.emptyAnswer;
  constructor() {
    super("the model's answer to an AI edit was empty");
  }
}

const CHATTER_FIRST =
  /^(?:sure|certainly|of course|okay|ok|here(?:'s| is| are)|below is|i have|i've)\b[^\n]*\n/i;
const CHATTER_LAST = /\n[^\n<]*(?:let me know|i hope|hope this|feel free)[^\n]*$/i;

/** The answer without a code fence around it or a line of chatter before or after. */
export function stripChatter(text: string): string {
  let answer = text.trim();
  const fenced = /```[\w-]*[ \t]*\n([\s\S]*?)\n?```/.exec(answer);
  if (fenced?.[1] !== undefined) answer = fenced[1].trim();
  answer = answer.replace(CHATTER_FIRST, "").replace(CHATTER_LAST, "").trim();
  // A passage label the model may have cited ([P2]) means nothing in the piece.
  return answer.replace(new RegExp(`\\s?${REFERENCE_MARKER.source}`, "g"), "");
}

const isBlank = (html: string) => htmlToPlainText(html).trim() === "";
const BLOCK_TAG = /<(p|div|h[1-6]|ul|ol|li|blockquote|pre|table)\b/i;

/** Sanitised HTML; a lone paragraph unwrapped when the selection was inline text. */
function selectionHtml(answer: string, selected: string): string {
  const html = sanitizeHtml(answer).trim();
  if (BLOCK_TAG.test(selected)) return html;
  const lone = /^<p>([\s\S]*)<\/p>$/i.exec(html);
  return lone?.[1] !== undefined && !/<p\b/i.test(lone[1]) ? lone[1] : html;
}

/** Plain text for a field, quotes and a label ("Meta description:") taken off, cut to fit. */
function fieldText(answer: string): string {
  const text = htmlToPlainText(answer)
    .replace(/^\s*meta description\s*:\s*/i, "")
    .replace(/^["“'](.*)["”']$/s, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return [...text].slice(0, MAX_META_DESCRIPTION).join("").trim();
}

/** The parts of a multi-block answer by block index (each part sanitised). */
export function splitBlocks(answer: string): Map<number, string> {
  const parts = new Map<number, string>();
  const marks = [...answer.matchAll(BLOCK_MARKER)];
  marks.forEach((mark, i) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? answer.length;
    const html = sanitizeHtml(answer.slice(start, end).trim()).trim();
    if (!isBlank(html)) parts.set(Number(mark[1]), html);
  });
  return parts;
}

/** The result of an answer for its target; EmptyAnswer when nothing usable is left. */
export function resultOf(raw: string, target: EditTarget): AiEditResult {
  const answer = stripChatter(raw);
  switch (target.kind) {
    case "field": {
      const text = fieldText(answer);
      if (!text) throw new EmptyAnswer();
      return { kind: "field", field: "metaDescription", text };
    }
    case "selection": {
      const html = selectionHtml(answer, target.html);
      if (isBlank(html)) throw new EmptyAnswer();
      return { kind: "selection", html };
    }
    case "range": {
      const html = sanitizeHtml(answer.replace(BLOCK_MARKER, "")).trim();
      if (isBlank(html)) throw new EmptyAnswer();
      return { kind: "blocks", replacements: [{ from: target.from, to: target.to, html }] };
    }
    case "each": {
      const parts = splitBlocks(answer);
      const only = target.blocks.length === 1 ? target.blocks[0] : undefined;
      // One block asked for and answered without its marker: the whole answer is that block.
      if (parts.size === 0 && only) {
        const html = sanitizeHtml(answer).trim();
        if (!isBlank(html)) parts.set(only.index, html);
      }
      const replacements = target.blocks.flatMap(({ index }) => {
        const html = parts.get(index);
        return html === undefined ? [] : [{ from: index, to: index + 1, html }];
      });
      if (replacements.length === 0) throw new EmptyAnswer();
      return { kind: "blocks", replacements };
    }
  }
}

/** The request's blocks with a `blocks` result applied (ranges replaced, back to front). */
export function applyResult(blocks: readonly string[], result: AiEditResult): string[] {
  if (result.kind !== "blocks") return [...blocks];
  const next = [...blocks];
  const ordered = [...result.replacements].sort((a, b) => b.from - a.from);
  for (const r of ordered) next.splice(r.from, r.to - r.from, r.html);
  return next;
}
