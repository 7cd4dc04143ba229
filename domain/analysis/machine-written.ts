/**
 * The check for text that sounds machine-written (issue 29): phrases and patterns language models
 * over-use, counted per 1,000 words, each flagged sentence with what it shows so screens can
 * highlight it, a Fix can rewrite its block and generation can repair it. Each language has lists
 * of its own (./machine-phrases). Deterministic, like the rest of the analyser.
 */
import { MACHINE_LEXICONS, type MachineLexicon } from "./machine-phrases";
import {
  type AnalysisLanguage,
  atMost,
  type Check,
  type MachineWritten,
  rated,
  round1,
} from "./report";
import { countCharacters } from "./segment";
import { type ParsedContent, parseContent } from "./text-parts";

/** The patterns, in the order a sentence lists them. */
export const MACHINE_PATTERNS = [
  "inflated-words",
  "stock-phrases",
  "not-just-but",
  "rule-of-three",
  "em-dashes",
  "uniform-length",
] as const;
export type MachinePattern = (typeof MACHINE_PATTERNS)[number];

/**
 * The check's bounds, flagged occurrences per 1,000 words: good up to MACHINE_GOOD_MAX, ok up to
 * MACHINE_OK_MAX. The 62 human texts of the analysis corpus reach at most 4.1; planted texts are
 * far above (machine-written.test.ts).
 */
export const MACHINE_GOOD_MAX = 5;
export const MACHINE_OK_MAX = 10;

/**
 * Lists of three count only when repeated: at least this many in the piece, and more than
 * TRIPLES_PER_1000 (documentation lists things too, though less densely).
 */
export const TRIPLES_MIN = 3;
export const TRIPLES_PER_1000 = 10;
/** Dashes count only when a piece has at least this many and more than EM_DASHES_PER_1000. */
export const EM_DASHES_MIN = 3;
export const EM_DASHES_PER_1000 = 10;
/** A paragraph of at least this many sentences whose lengths spread less than UNIFORM_SPREAD. */
export const UNIFORM_MIN_SENTENCES = 5;
/** Coefficient of variation (standard deviation / mean) of the sentence lengths. */
export const UNIFORM_SPREAD = 0.15;
/** The report keeps at most this many sentences (machineWrittenSchema). */
const MAX_SENTENCES = 200;

export interface MachineSentence {
  text: string;
  /** Index of its block in `ParsedContent.blocks`. */
  block: number;
  patterns: MachinePattern[];
  phrases: string[];
}

export interface MachineFindings {
  /** Flagged occurrences. */
  count: number;
  per1000: number;
  sentences: MachineSentence[];
}

const ARABIC_MARKS = "[\\u064B-\\u065F\\u0670]*";
const QUOTES_BEFORE = String.raw`(?<=^[\s"'“‘«¿¡„「『]*)`;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One entry of a list as a regular expression source (./machine-phrases/types.ts). */
function entrySource(entry: string, lexicon: MachineLexicon, arabic: boolean): string {
  const anchored = entry.startsWith("^");
  const open = entry.endsWith("*");
  const core = entry.slice(anchored ? 1 : 0, open ? -1 : undefined);
  let body = arabic
    ? [...core].map((c) => (c === " " ? "\\s+" : escapeRegex(c) + ARABIC_MARKS)).join("")
    : escapeRegex(core).replace(/'/g, "['’]").replace(/ /g, "\\s+");
  if (open) body += "[\\p{L}\\p{M}]*";
  if (lexicon.substrings) return anchored ? QUOTES_BEFORE + body : body;
  const before = anchored ? QUOTES_BEFORE : "(?<![\\p{L}\\p{M}\\p{N}])";
  return `${before}${body}(?![\\p{L}\\p{M}\\p{N}])`;
}

/** A list as one expression, longest entries first so "fast-paced world" wins over "fast-paced". */
function listPattern(entries: readonly string[], lexicon: MachineLexicon, arabic: boolean) {
  const sorted = [...entries].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map((e) => entrySource(e, lexicon, arabic)).join("|"), "giu");
}

type Matchers = { stock: RegExp; inflated: RegExp; notJustBut: readonly RegExp[]; triple: RegExp };
const MATCHERS = new Map<AnalysisLanguage, Matchers>();

function matchersOf(language: AnalysisLanguage): Matchers {
  let found = MATCHERS.get(language);
  if (!found) {
    const lexicon = MACHINE_LEXICONS[language];
    const arabic = language === "ar";
    found = {
      stock: listPattern(lexicon.stock, lexicon, arabic),
      inflated: listPattern(lexicon.inflated, lexicon, arabic),
      notJustBut: lexicon.notJustBut,
      triple: lexicon.triple,
    };
    MATCHERS.set(language, found);
  }
  return found;
}

type Hit = { pattern: MachinePattern; start: number; end: number; text: string };

/** Matches of `pattern` in `text` that overlap no earlier hit. */
function collect(hits: Hit[], text: string, regex: RegExp, pattern: MachinePattern) {
  for (const m of text.matchAll(new RegExp(regex.source, regex.flags))) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].trim() === "" || hits.some((h) => start < h.end && h.start < end)) continue;
    hits.push({ pattern, start, end, text: m[0].trim() });
  }
}

const DASH = /—|(?<=\s)–(?=\s)/gu;

function spread(lengths: readonly number[]): number {
  const mean = lengths.reduce((s, n) => s + n, 0) / lengths.length;
  if (mean === 0) return 1;
  const variance = lengths.reduce((s, n) => s + (n - mean) ** 2, 0) / lengths.length;
  return Math.sqrt(variance) / mean;
}

/** Whether `count` in `words` is more than `per1000` per 1,000 words. */
function dense(count: number, words: number, per1000: number): boolean {
  return words > 0 && (count / words) * 1000 > per1000;
}

/** The blocks whose sentences are all about the same length (indexes of `parsed.blocks`). */
function uniformBlocks(parsed: ParsedContent, language: AnalysisLanguage): Set<number> {
  const lengths = new Map<number, number[]>();
  for (const s of parsed.sentences) {
    if (parsed.blocks[s.block]?.kind !== "paragraph") continue;
    const n = language === "ja" ? countCharacters(s.text) : s.words.length;
    lengths.set(s.block, [...(lengths.get(s.block) ?? []), n]);
  }
  const uniform = new Set<number>();
  for (const [block, ns] of lengths)
    if (ns.length >= UNIFORM_MIN_SENTENCES && spread(ns) < UNIFORM_SPREAD) uniform.add(block);
  return uniform;
}

/** What the check finds in parsed content (the report and the Fix target read it). */
export function machineFindings(
  parsed: ParsedContent,
  language: AnalysisLanguage,
): MachineFindings {
  const m = matchersOf(language);
  const perSentence = parsed.sentences.map((s) => {
    const hits: Hit[] = [];
    collect(hits, s.text, m.stock, "stock-phrases");
    collect(hits, s.text, m.inflated, "inflated-words");
    for (const r of m.notJustBut) collect(hits, s.text, r, "not-just-but");
    collect(hits, s.text, m.triple, "rule-of-three");
    return hits;
  });
  const words = parsed.words;
  const triples = perSentence.flat().filter((h) => h.pattern === "rule-of-three").length;
  const repeatedTriples = triples >= TRIPLES_MIN && dense(triples, words, TRIPLES_PER_1000);
  const dashes = parsed.sentences.map((s) => s.text.match(DASH)?.length ?? 0);
  const dashCount = dashes.reduce((a, b) => a + b, 0);
  const heavyDashes = dashCount >= EM_DASHES_MIN && dense(dashCount, words, EM_DASHES_PER_1000);
  const uniform = uniformBlocks(parsed, language);
  let count = uniform.size;
  const sentences: MachineSentence[] = [];
  parsed.sentences.forEach((s, i) => {
    const hits = (perSentence[i] ?? []).filter(
      (h) => h.pattern !== "rule-of-three" || repeatedTriples,
    );
    const found = new Set<MachinePattern>(hits.map((h) => h.pattern));
    const phrases = hits.sort((a, b) => a.start - b.start).map((h) => h.text);
    count += hits.length;
    if (heavyDashes && (dashes[i] ?? 0) > 0) {
      count += dashes[i] ?? 0;
      found.add("em-dashes");
      for (const d of s.text.match(DASH) ?? []) phrases.push(d);
    }
    if (uniform.has(s.block)) found.add("uniform-length");
    if (found.size === 0) return;
    sentences.push({
      text: s.text,
      block: s.block,
      patterns: MACHINE_PATTERNS.filter((p) => found.has(p)),
      phrases: [...new Set(phrases)],
    });
  });
  const per1000 = words === 0 ? 0 : round1((count / words) * 1000);
  return { count, per1000, sentences };
}

/** The readability check `machine-phrasing`; none for a text without words. */
export function machinePhrasingCheck(findings: MachineFindings, words: number): Check | null {
  if (words === 0) return null;
  const status = atMost(findings.per1000, MACHINE_GOOD_MAX, MACHINE_OK_MAX);
  const params = { per1000: findings.per1000, count: findings.count };
  return rated("machine-phrasing", status, params, findings.per1000);
}

/** The report's `machineWritten` for a piece of HTML in a language. */
export function machineWritten(html: string, language: AnalysisLanguage): MachineWritten {
  return reportOf(machineFindings(parseContent(html, language), language));
}

/** The findings as the report stores them (at most 200 sentences, no block indexes). */
export function reportOf(findings: MachineFindings): MachineWritten {
  return {
    per1000: findings.per1000,
    sentences: findings.sentences
      .slice(0, MAX_SENTENCES)
      .map(({ text, patterns, phrases }) => ({ text, patterns, phrases })),
  };
}

/** The language's phrases a generation prompt asks the model to avoid. */
export function phrasesToAvoid(language: AnalysisLanguage): string[] {
  const { inflated, stock } = MACHINE_LEXICONS[language];
  return [...stock, ...inflated].map((e) => e.replace(/^\^|\*$/g, ""));
}
