import { countWords, htmlToPlainText } from "../text";
import type { AnalysisLanguage } from "./report";

/**
 * Splits sanitised HTML (p, br, strong, em, u, h1-h6, ul, ol, li, a, blockquote, code, pre, span,
 * div, table, thead, tbody, tr, th, td) into blocks, sentences and words with regular expressions.
 * No HTML parser: the allow-list is small and the sanitiser has already normalised the markup.
 */

export type BlockKind = "heading" | "paragraph" | "item" | "cell" | "code";

export interface Block {
  kind: BlockKind;
  /** 1-6 for headings, 0 otherwise. */
  level: number;
  /** Plain text, white space folded. */
  text: string;
  /** The block's own inner HTML (inline markup only). */
  html: string;
}

export interface Sentence {
  text: string;
  words: string[];
  /** Index of the block it comes from in `ParsedContent.blocks`. */
  block: number;
}

export interface ParsedContent {
  blocks: Block[];
  /** Body text sentences: paragraphs, list items and table cells (not headings or code). */
  sentences: Sentence[];
  /** Words as the app counts them (domain/text `countWords`). */
  words: number;
  headingCounts: { h1: number; h2: number; h3: number };
  links: number;
  hasList: boolean;
  hasTable: boolean;
}

/** Tags that start or end a block; everything else is inline. */
const BLOCK_TAGS = new Set([
  "p",
  "div",
  "blockquote",
  "pre",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|[^<]+|</g;

function kindOf(stack: readonly string[]): { kind: BlockKind; level: number } {
  if (stack.includes("pre")) return { kind: "code", level: 0 };
  for (let i = stack.length - 1; i >= 0; i--) {
    const tag = stack[i] ?? "";
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) return { kind: "heading", level: Number(heading[1]) };
    if (tag === "td" || tag === "th") return { kind: "cell", level: 0 };
    if (tag === "li") return { kind: "item", level: 0 };
    if (tag === "p" || tag === "blockquote" || tag === "div") break;
  }
  return { kind: "paragraph", level: 0 };
}

/** The blocks of an HTML fragment in document order; empty blocks are dropped. */
export function extractBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const stack: string[] = [];
  let buffer = "";
  const flush = () => {
    const text = htmlToPlainText(buffer);
    if (text !== "") blocks.push({ ...kindOf(stack), text, html: buffer.trim() });
    buffer = "";
  };
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag] = match;
    const tag = rawTag?.toLowerCase();
    if (tag === undefined || !BLOCK_TAGS.has(tag)) {
      if (!token.startsWith("<!--")) buffer += token;
      continue;
    }
    flush();
    if (closing) {
      const at = stack.lastIndexOf(tag);
      if (at >= 0) stack.length = at;
    } else {
      stack.push(tag);
    }
  }
  flush();
  return blocks;
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATION =
  /(?:^|[\s(])(mr|mrs|ms|dr|prof|sr|jr|st|vs|e\.g|i\.e|approx|fig|inc|ltd|[A-Z])$/i;
const LATIN_END = /[.!?…]+["'”’»)\]]*(?=\s)/gu;
const OTHER_END = /[。！？؟।]+["'”’」』)]*/gu;

/**
 * Sentences of a plain text. A full stop, question or exclamation mark ends a sentence when white
 * space and something other than a lower-case letter follow and it does not close a common
 * abbreviation; the Chinese, Japanese, Arabic and Devanagari marks always end one.
 */
export function splitSentences(text: string): string[] {
  const ends: number[] = [];
  for (const m of text.matchAll(LATIN_END)) {
    const end = m.index + m[0].length;
    if (/^\s+\p{Ll}/u.test(text.slice(end))) continue;
    if (m[0].startsWith(".") && ABBREVIATION.test(text.slice(0, m.index))) continue;
    ends.push(end);
  }
  for (const m of text.matchAll(OTHER_END)) ends.push(m.index + m[0].length);
  ends.sort((a, b) => a - b);
  const sentences: string[] = [];
  let start = 0;
  for (const end of [...ends, text.length]) {
    const sentence = text.slice(start, end).trim();
    if (/[\p{L}\p{N}]/u.test(sentence)) sentences.push(sentence);
    start = end;
  }
  return sentences;
}

/** Words of a plain text: white-space separated tokens holding a letter or a digit. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Chinese and Japanese do not separate words with spaces, so word-based measures do not apply. */
export function usesSpaces(language: AnalysisLanguage): boolean {
  return language !== "zh" && language !== "ja";
}

function countMatches(html: string, pattern: RegExp): number {
  return (html.match(pattern) ?? []).length;
}

export function parseContent(html: string): ParsedContent {
  const blocks = extractBlocks(html);
  const sentences: Sentence[] = [];
  blocks.forEach((b, index) => {
    if (b.kind === "heading" || b.kind === "code") return;
    for (const text of splitSentences(b.text)) {
      sentences.push({ text, words: wordsOf(text), block: index });
    }
  });
  return {
    blocks,
    sentences,
    words: countWords(html),
    headingCounts: {
      h1: countMatches(html, /<h1\b/gi),
      h2: countMatches(html, /<h2\b/gi),
      h3: countMatches(html, /<h3\b/gi),
    },
    links: countMatches(
      html,
      /<a\b[^>]*\bhref\s*=\s*(?:"[^"\s]+[^"]*"|'[^'\s]+[^']*'|[^\s"'>]+)/gi,
    ),
    hasList: /<(?:ul|ol)\b[^>]*>\s*<li\b/i.test(html),
    hasTable: /<table\b[\s\S]*?<t[dh]\b/i.test(html),
  };
}

/** Headings at the given levels. */
export function headingsOf(blocks: readonly Block[], levels: readonly number[]): Block[] {
  return blocks.filter((b) => b.kind === "heading" && levels.includes(b.level));
}

export function paragraphsOf(blocks: readonly Block[]): Block[] {
  return blocks.filter((b) => b.kind === "paragraph");
}
