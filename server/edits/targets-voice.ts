/**
 * What "Match my voice" rewrites on the whole piece (issue 29): the blocks of prose furthest from
 * the voice, each measured alone (its fingerprint's match with the voice's, the report's own
 * score, domain/voice), the furthest first, as many as fit one answer (VOICE_BLOCKS_MAX blocks,
 * VOICE_CHARS_MAX characters), answered block by block and shown in reading order. Headings,
 * code, tables and blocks of fewer than VOICE_MIN_WORDS words are left alone: their measures
 * say little. A selection is rewritten as it is (./targets.ts). Pure.
 */
import { htmlToPlainText } from "@domain/text";
import type { EditTarget } from "./target-ranges";

/** At most this many blocks are rewritten in one "Match my voice" of the piece. */
export const VOICE_BLOCKS_MAX = 6;
/** At most this many characters of HTML (the furthest block is taken whatever its length). */
export const VOICE_CHARS_MAX = 6_000;
/** Blocks shorter than this (in words) are not measured. */
export const VOICE_MIN_WORDS = 8;

const PROSE = /^\s*<(p|div|ul|ol|blockquote)\b/i;
const wordsOf = (html: string) => htmlToPlainText(html).split(/\s+/).filter(Boolean).length;

/**
 * The prose blocks furthest from the voice. `scoreOf` gives a block's match with the voice,
 * 0-100 (higher is closer).
 */
export function voiceTarget(
  blocks: readonly string[],
  scoreOf: (html: string) => number,
): EditTarget {
  const scored = blocks
    .map((html, index) => ({ html, index }))
    .filter(({ html }) => PROSE.test(html) && wordsOf(html) >= VOICE_MIN_WORDS)
    .map((block) => ({ ...block, score: scoreOf(block.html) }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  const picked: { index: number; html: string }[] = [];
  let chars = 0;
  for (const block of scored) {
    if (picked.length >= VOICE_BLOCKS_MAX) break;
    if (picked.length > 0 && chars + block.html.length > VOICE_CHARS_MAX) continue;
    picked.push({ index: block.index, html: block.html });
    chars += block.html.length;
  }
  return { kind: "each", blocks: picked.sort((a, b) => a.index - b.index) };
}
