import { countWords, htmlToPlainText } from "../text";
import type { AnalysisLanguage } from "./report";
import { segmentSentences, segmentWords } from "./segment";
import { tokensOf } from "./word-list";

/**
 * Splits sanitised HTML (p, br, strong, em, u, h1-h6, ul, ol, li, a, blockquote, code, pre, span,
 * div, table, thead, tbody, tr, th, td) into blocks, sentences and words with regular expressions.
 * No HTML parser: the allow-list is small and the sanitiser has already normalised the markup.
 */

export type BlockKind = "heading" | "paragraph" | "item" | "cell" | "code" | "quote";

export interface Block {
  kind: BlockKind;
  /** 1-6 for headings, 0 otherwise. */
  level: number;
  /** Plain text, white space folded. */
  text: string;
  /**
   * The text the readability and keyphrase measures read. As in Yoast, quotations and code are
   * not the writer's prose: empty for code blocks and blockquotes, and without inline code, q and
   * cite elsewhere.
   */
  readable: string;
  /** The block's own inner HTML (inline markup only). */
  html: string;
}

export interface Sentence {
  text: string;
  words: string[];
  /** The words as keyphrases and transition words are matched (word-list.ts `tokensOf`). */
  tokens: string[];
  /** Index of the block it comes from in `ParsedContent.blocks`. */
  block: number;
}

export interface ParsedContent {
  blocks: Block[];
  /**
   * Sentences of the readable text of headings, paragraphs, list items and table cells. Yoast
   * counts every heading as a sentence, so sentence measures here do too.
   */
  sentences: Sentence[];
  /**
   * Words of the whole text, code included: as the app counts them (domain/text `countWords`),
   * or as `Intl.Segmenter` finds them for Chinese and Japanese, which have no spaces.
   */
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

/** A block's kind from the open tags around it; the editor wraps list items and cells in p. */
function kindOf(stack: readonly string[]): { kind: BlockKind; level: number } {
  if (stack.includes("pre")) return { kind: "code", level: 0 };
  if (stack.includes("blockquote")) return { kind: "quote", level: 0 };
  for (let i = stack.length - 1; i >= 0; i--) {
    const tag = stack[i] ?? "";
    const heading = /^h([1-6])$/.exec(tag);
    if (heading) return { kind: "heading", level: Number(heading[1]) };
    if (tag === "td" || tag === "th") return { kind: "cell", level: 0 };
    if (tag === "li") return { kind: "item", level: 0 };
  }
  return { kind: "paragraph", level: 0 };
}

/** Inline elements whose words are not the writer's prose (Yoast leaves them out too). */
const NOT_PROSE = /<(code|q|cite)\b[^>]*>[\s\S]*?<\/\1>/gi;

function readableText(kind: BlockKind, html: string, text: string): string {
  if (kind === "code" || kind === "quote") return "";
  return /<(code|q|cite)\b/i.test(html) ? htmlToPlainText(html.replace(NOT_PROSE, " ")) : text;
}

/** The blocks of an HTML fragment in document order; empty blocks are dropped. */
export function extractBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const stack: string[] = [];
  let buffer = "";
  const flush = () => {
    const text = htmlToPlainText(buffer);
    if (text !== "") {
      const { kind, level } = kindOf(stack);
      const readable = readableText(kind, buffer, text);
      blocks.push({ kind, level, text, readable, html: buffer.trim() });
    }
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
const ABBREVIATION = /(?:^|[\s(])(mr|mrs|ms|dr|prof|sr|jr|st|vs|e\.g|i\.e|approx|fig|inc|ltd)$/i;

/**
 * Whether the full stop after `before` closes an initial next to another one ("J. K. Rowling"); a
 * lone capital ("package B. But ...") or lower-case letter ends its sentence, as in Yoast.
 */
function closesInitial(before: string, after: string): boolean {
  if (!/(?:^|[\s(])\p{Lu}$/u.test(before)) return false;
  return /(?:^|\s)\p{Lu}\.\s*$/u.test(before.slice(0, -1)) || /^\s*\p{Lu}\./u.test(after);
}
const LATIN_END = /[.!?…]+["'”’»)\]]*(?=\s)/gu;
const OTHER_END = /[。！？؟।]+["'”’」』)]*/gu;

/**
 * Sentences of a plain text. A full stop, question or exclamation mark ends a sentence when white
 * space and something other than a lower-case letter follow and it does not close a common
 * abbreviation or an initial; the Chinese, Japanese, Arabic and Devanagari marks always end one.
 */
export function splitSentences(text: string): string[] {
  const ends: number[] = [];
  for (const m of text.matchAll(LATIN_END)) {
    const end = m.index + m[0].length;
    if (/^\s+\p{Ll}/u.test(text.slice(end))) continue;
    const before = text.slice(0, m.index);
    if (
      m[0].startsWith(".") &&
      (ABBREVIATION.test(before) || closesInitial(before, text.slice(end)))
    )
      continue;
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

/**
 * Words of a plain text. English: white-space separated tokens holding a letter or a digit (the
 * rule measured against Yoast); other languages: the words `Intl.Segmenter` finds.
 */
export function wordsOf(text: string, language: AnalysisLanguage = "en"): string[] {
  if (language !== "en") return segmentWords(text, language);
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Sentences of a plain text: English by `splitSentences`, other languages by `Intl.Segmenter`. */
export function sentencesOf(text: string, language: AnalysisLanguage = "en"): string[] {
  return language === "en" ? splitSentences(text) : segmentSentences(text, language);
}

/** Chinese and Japanese do not separate words with spaces: keyphrases are matched as substrings. */
export function usesSpaces(language: AnalysisLanguage): boolean {
  return language !== "zh" && language !== "ja";
}

function countMatches(html: string, pattern: RegExp): number {
  return (html.match(pattern) ?? []).length;
}

export function parseContent(html: string, language: AnalysisLanguage = "en"): ParsedContent {
  const blocks = extractBlocks(html);
  const sentences: Sentence[] = [];
  blocks.forEach((b, index) => {
    for (const text of sentencesOf(b.readable, language)) {
      const words = wordsOf(text, language);
      const tokens = usesSpaces(language) ? tokensOf(text) : words.map((w) => w.toLowerCase());
      sentences.push({ text, words, tokens, block: index });
    }
  });
  return {
    blocks,
    sentences,
    words: usesSpaces(language)
      ? countWords(html)
      : segmentWords(htmlToPlainText(html), language).length,
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
