/**
 * A writer's style fingerprint (issue 29): the measures of ./fingerprint-schema.ts computed from
 * texts (HTML or plain text) with the analyser's own parsing (domain/analysis: blocks, sentences
 * and words per language, passive voice and transition tests, reading ease), and the phrases the
 * texts repeat. Pure and deterministic: the same texts always give the same fingerprint.
 */
import { passiveTest, transitionTest } from "../analysis/readability-language";
import { hasReadingEase, readingEase } from "../analysis/reading-ease";
import { countCharacters } from "../analysis/segment";
import { parseContent, type Sentence, usesSpaces } from "../analysis/text-parts";
import type { Language } from "../languages";
import {
  FINGERPRINT_VERSION,
  type Fingerprint,
  MAX_PHRASES,
  VOICE_MEASURES,
  type VoiceMeasure,
} from "./fingerprint-schema";
import { phrasesOf } from "./phrases";
import { tokenMatcher } from "./token-matcher";
import { VOICE_WORDS } from "./voice-words";

/** The window of the moving-average type/token ratio, in words. */
export const RICHNESS_WINDOW = 100;

const HTML_TAG = /<\/?[a-zA-Z][a-zA-Z0-9]*\b[^>]*>/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A text as HTML: HTML is kept; plain text becomes paragraphs, split at blank lines when it has
 * any (lines wrapped inside a paragraph are joined) and at line breaks otherwise.
 */
export function asHtml(text: string): string {
  if (HTML_TAG.test(text)) return text;
  const normalised = text.replace(/\r\n?/g, "\n");
  const blank = /\n[ \t]*\n/.test(normalised);
  const paragraphs = normalised
    .split(blank ? /\n[ \t]*\n+/ : /\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter((p) => p !== "");
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
}

interface Pooled {
  /** The prose sentences (headings left out: a voice is how its prose reads). */
  sentences: Sentence[];
  /** Sentences per paragraph. */
  paragraphs: number[];
  /** Each text's tokens, lower case, in order. */
  texts: string[][];
  /** Each sentence's text index. */
  owners: number[];
}

function pool(texts: readonly string[], language: Language): Pooled {
  const pooled: Pooled = { sentences: [], paragraphs: [], texts: [], owners: [] };
  for (const text of texts) {
    const owner = pooled.texts.length;
    const parsed = parseContent(asHtml(text), language);
    const perBlock = new Map<number, number>();
    const tokens: string[] = [];
    for (const s of parsed.sentences) {
      const block = parsed.blocks[s.block];
      if (block === undefined || block.kind === "heading") continue;
      pooled.sentences.push(s);
      pooled.owners.push(owner);
      tokens.push(...s.tokens);
      if (block.kind === "paragraph" || block.kind === "item")
        perBlock.set(s.block, (perBlock.get(s.block) ?? 0) + 1);
    }
    pooled.paragraphs.push(...perBlock.values());
    pooled.texts.push(tokens);
  }
  return pooled;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Standard deviation over mean; 0 without a mean. */
function variation(values: readonly number[]): number {
  const m = mean(values);
  if (values.length < 2 || m === 0) return 0;
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2))) / m;
}

/**
 * Moving-average type/token ratio: the share of distinct tokens in each window of
 * RICHNESS_WINDOW tokens, averaged over the windows of all texts (a shorter text is one window).
 */
export function richnessOf(texts: readonly (readonly string[])[]): number {
  let sum = 0;
  let windows = 0;
  for (const tokens of texts) {
    if (tokens.length === 0) continue;
    if (tokens.length <= RICHNESS_WINDOW) {
      sum += new Set(tokens).size / tokens.length;
      windows++;
      continue;
    }
    const counts = new Map<string, number>();
    const add = (t: string, by: number) => {
      const n = (counts.get(t) ?? 0) + by;
      if (n === 0) counts.delete(t);
      else counts.set(t, n);
    };
    for (const t of tokens.slice(0, RICHNESS_WINDOW)) add(t, 1);
    sum += counts.size / RICHNESS_WINDOW;
    windows++;
    for (let i = RICHNESS_WINDOW; i < tokens.length; i++) {
      add(tokens[i - RICHNESS_WINDOW] as string, -1);
      add(tokens[i] as string, 1);
      sum += counts.size / RICHNESS_WINDOW;
      windows++;
    }
  }
  return windows === 0 ? 0 : sum / windows;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const QUESTION = /[?？؟]/;
const EXCLAMATION = /[!！]/;
const COMMA = /[,，、،]/g;
const DASH = /-{2,}|[—–―]+|\s-\s/g;
const SEMICOLON = /[;:；：؛]/g;
const PARENTHESIS = /[(（]/g;
const EMOJI = /\p{Extended_Pictographic}/gu;
const LETTER = /[\p{L}\p{M}]/gu;

const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places;

/** The fingerprint of a writer's texts (HTML or plain text) in a language. */
export function fingerprintOf(texts: readonly string[], language: Language): Fingerprint {
  const { sentences, paragraphs, texts: tokenTexts, owners } = pool(texts, language);
  const spaced = usesSpaces(language);
  const lengths = sentences.map((s) => (spaced ? s.words.length : countCharacters(s.text)));
  const words = sentences.reduce((sum, s) => sum + s.words.length, 0);
  const tokens = tokenTexts.flat();
  const all = sentences.map((s) => s.text).join("\n");
  const share = (test: ((s: Sentence) => boolean) | null) =>
    test === null || sentences.length === 0
      ? null
      : sentences.filter(test).length / sentences.length;
  const per100 = (n: number) => (words === 0 ? 0 : (n / words) * 100);
  const perSentence = (n: number) => (sentences.length === 0 ? 0 : n / sentences.length);

  const lists = VOICE_WORDS[language];
  const persons = tokenMatcher(language, {
    first: lists.person.first,
    plural: lists.person.plural,
    second: lists.person.second,
  }).count(sentences.map((s) => s.tokens));
  const formality = tokenMatcher(language, {
    formal: lists.formal,
    informal: lists.informal,
  }).count(sentences.map((s) => s.tokens));
  const contraction = lists.contraction;
  const letters = tokens.map((t) => count(t, LETTER)).filter((n) => n > 0);

  const measures: Record<VoiceMeasure, number | null> = {
    sentenceLength: mean(lengths),
    sentenceSpread: variation(lengths),
    paragraphLength: mean(paragraphs),
    paragraphSpread: variation(paragraphs),
    readingEase: hasReadingEase(language)
      ? readingEase(
          language,
          sentences.flatMap((s) => s.words),
          sentences.length,
        )
      : null,
    passiveShare: share(passiveTest(language)),
    transitionShare: share(transitionTest(language)),
    firstPerson: per100(persons.first ?? 0),
    firstPersonPlural: per100(persons.plural ?? 0),
    secondPerson: per100(persons.second ?? 0),
    contractions: contraction ? per100(tokens.filter((t) => contraction.test(t)).length) : null,
    questions: share((s) => QUESTION.test(s.text)),
    exclamations: share((s) => EXCLAMATION.test(s.text)),
    vocabularyRichness: richnessOf(tokenTexts),
    wordLength: spaced ? mean(letters) : null,
    commas: perSentence(count(all, COMMA)),
    dashes: per100(count(all, DASH)),
    semicolons: per100(count(all, SEMICOLON)),
    parentheses: per100(count(all, PARENTHESIS)),
    emoji: per100(count(all, EMOJI)),
    formality: per100((formality.formal ?? 0) - (formality.informal ?? 0)),
  };
  for (const id of VOICE_MEASURES) {
    const value = measures[id];
    measures[id] = value === null || !Number.isFinite(value) ? null : round(value);
  }
  return {
    version: FINGERPRINT_VERSION,
    language,
    words: lengths.reduce((a, b) => a + b, 0),
    measures,
    phrases: phrasesOf(
      sentences.map((s, i) => ({ tokens: s.tokens, text: owners[i] ?? 0 })),
      language,
    ).slice(0, MAX_PHRASES),
  };
}
