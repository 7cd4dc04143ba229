/**
 * A writer's style fingerprint (issue 29): the measures of ./fingerprint-schema.ts computed from
 * texts (HTML or plain text) with the analyser's own parsing (domain/analysis: blocks, sentences
 * and words per language, passive voice and transition tests, reading ease), and the phrases the
 * texts repeat. Pure and deterministic: the same texts always give the same fingerprint.
 */
import { passiveTest, transitionTest } from "../analysis/readability-language";
import { hasReadingEase, readingEase } from "../analysis/reading-ease";
import { countCharacters } from "../analysis/segment";
import { parseContent, type Sentence, usesSpaces, wordsOf } from "../analysis/text-parts";
import type { Language } from "../languages";
import {
  FINGERPRINT_VERSION,
  type Fingerprint,
  MAX_PHRASES,
  VOICE_MEASURES,
  type VoiceMeasure,
} from "./fingerprint-schema";
import { phrasesOf } from "./phrases";
import { tokenMatcher, unitsOf } from "./token-matcher";
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
  /** Sentences per paragraph, per text. */
  paragraphs: number[][];
  /** Each text's tokens, lower case, in order. */
  texts: string[][];
  /** Each sentence's text index. */
  owners: number[];
}

function pool(texts: readonly string[], language: Language): Pooled {
  const pooled: Pooled = { sentences: [], paragraphs: [], texts: [], owners: [] };
  // Blocks are numbered across the texts, so a sentence's block is unique in the pool.
  let blocks = 0;
  for (const text of texts) {
    const owner = pooled.texts.length;
    const parsed = parseContent(asHtml(text), language);
    const perBlock = new Map<number, number>();
    const tokens: string[] = [];
    for (const s of parsed.sentences) {
      const block = parsed.blocks[s.block];
      if (block === undefined || block.kind === "heading") continue;
      pooled.sentences.push({ ...s, block: blocks + s.block });
      pooled.owners.push(owner);
      tokens.push(...s.tokens);
      if (block.kind === "paragraph" || block.kind === "item")
        perBlock.set(s.block, (perBlock.get(s.block) ?? 0) + 1);
    }
    blocks += parsed.blocks.length;
    pooled.paragraphs.push([...perBlock.values()]);
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
 * The variation within each text, averaged with each text weighted by its values: a spread is how
 * much a piece varies, so pooling several samples must not add the differences between them.
 */
function spreadOf(texts: readonly (readonly number[])[]): number {
  let sum = 0;
  let weight = 0;
  for (const values of texts) {
    if (values.length < 2) continue;
    sum += variation(values) * values.length;
    weight += values.length;
  }
  return weight === 0 ? 0 : sum / weight;
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

/** A long word has at least this many letters. */
export const LONG_WORD = 7;

/** Quoted passages: “…”, "…", «…», „…“, 「…」, 『…』 within a paragraph. */
const QUOTED = /“[^“”]*”|"[^"]*"|«[^«»]*»|„[^„“”]*[“”]|「[^「」]*」|『[^『』]*』/g;

/** The words of the sentences that stand inside quotation marks, paragraph by paragraph. */
function quotedWords(sentences: readonly Sentence[], language: Language): number {
  const blocks = new Map<number, string[]>();
  for (const s of sentences) blocks.set(s.block, [...(blocks.get(s.block) ?? []), s.text]);
  let quoted = 0;
  for (const texts of blocks.values())
    for (const match of texts.join(" ").match(QUOTED) ?? [])
      quoted += wordsOf(match, language).length;
  return quoted;
}

const round = (n: number, places = 4) => Math.round(n * 10 ** places) / 10 ** places;

/** The fingerprint of a writer's texts (HTML or plain text) in a language. */
export function fingerprintOf(texts: readonly string[], language: Language): Fingerprint {
  const { sentences, paragraphs, texts: tokenTexts, owners } = pool(texts, language);
  const spaced = usesSpaces(language);
  const lengths = sentences.map((s) => (spaced ? s.words.length : countCharacters(s.text)));
  const lengthsPerText = tokenTexts.map((_, text) => lengths.filter((_, i) => owners[i] === text));
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
  const units = sentences.map((s) => unitsOf(s, language));
  const persons = tokenMatcher(language, {
    first: lists.person.first,
    plural: lists.person.plural,
    second: lists.person.second,
    third: lists.person.third,
    ignore: lists.ignore ?? [],
  }).count(units);
  const formality = tokenMatcher(language, {
    formal: lists.formal,
    informal: lists.informal,
  }).count(units);
  const contraction = lists.contraction;
  const negations = tokenMatcher(language, { not: lists.negations }).count(units).not;
  const letters = tokens.map((t) => count(t, LETTER)).filter((n) => n > 0);

  const measures: Record<VoiceMeasure, number | null> = {
    sentenceLength: mean(lengths),
    sentenceSpread: spreadOf(lengthsPerText),
    paragraphLength: mean(paragraphs.flat()),
    paragraphSpread: spreadOf(paragraphs),
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
    negations: per100(
      (negations ?? 0) + (language === "en" ? tokens.filter((t) => t.endsWith("n't")).length : 0),
    ),
    thirdPerson: per100(persons.third ?? 0),
    quotations: words === 0 ? 0 : quotedWords(sentences, language) / words,
    longWords:
      spaced && letters.length > 0
        ? letters.filter((n) => n >= LONG_WORD).length / letters.length
        : null,
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
