import { WEAK_FIRST_WORDS } from "./english";
import { type LengthRules, lengthRulesOf } from "./language-rules";
import { languageReadabilityChecks } from "./readability-language";
import { type AnalysisInput, atMost, type Check, LONG_FORM_TYPES, rated, round1 } from "./report";
import { countCharacters } from "./segment";
import { type BlockKind, type ParsedContent, usesSpaces, wordsOf } from "./text-parts";

export { readingEaseOf } from "./readability-language";

/** Yoast SentenceLengthInTextAssessment: slightlyTooMany, per cent of long sentences still good. */
export const LONG_SENTENCES_GOOD_MAX = 25;
/** Yoast SentenceLengthInTextAssessment: farTooMany, per cent of long sentences still ok. */
export const LONG_SENTENCES_OK_MAX = 30;
/** Yoast SentenceBeginningsAssessment: this many consecutive sentences starting alike is a problem. */
export const SAME_START_MAX_RUN = 3;

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : round1((part / whole) * 100);
}

/** A text's length in the language's unit: words, or characters for Japanese. */
function lengthOf(text: string, rules: LengthRules, language: AnalysisInput["language"]): number {
  return rules.unit === "characters" ? countCharacters(text) : wordsOf(text, language).length;
}

/** The message key for a status: "-characters" variants name the unit for Japanese. */
function keyOf(status: string, rules: LengthRules): string {
  return rules.unit === "characters" ? `${status}-characters` : status;
}

function sentenceLength(parsed: ParsedContent, rules: LengthRules) {
  const total = parsed.sentences.length;
  if (total === 0) return null;
  const max = rules.sentenceMax;
  const long = parsed.sentences.filter((s) =>
    rules.unit === "characters" ? countCharacters(s.text) > max : s.words.length > max,
  ).length;
  const share = percent(long, total);
  const status = atMost(share, LONG_SENTENCES_GOOD_MAX, LONG_SENTENCES_OK_MAX);
  const params = { share, max, recommended: LONG_SENTENCES_GOOD_MAX };
  return rated("sentence-length", status, params, share, keyOf(status, rules));
}

/** Paragraphs as Yoast counts them: every p, so list items and table cells too (not quotes). */
const PARAGRAPH_KINDS: ReadonlySet<BlockKind> = new Set(["paragraph", "item", "cell"]);

function paragraphLength(input: AnalysisInput, parsed: ParsedContent, rules: LengthRules) {
  const lengths = parsed.blocks
    .filter((b) => PARAGRAPH_KINDS.has(b.kind))
    .map((p) => lengthOf(p.readable, rules, input.language))
    .filter((n) => n > 0);
  if (lengths.length === 0) return null;
  const { good, ok } = rules.paragraph;
  const longest = Math.max(...lengths);
  const count = lengths.filter((n) => n > good).length;
  const status = atMost(longest, good, ok);
  return rated(
    "paragraph-length",
    status,
    { count, max: good, longest },
    longest,
    keyOf(status, rules),
  );
}

function subheadingDistribution(input: AnalysisInput, parsed: ParsedContent, rules: LengthRules) {
  // Length of the readable text before the first heading and under each heading.
  const lengths = [0];
  for (const b of parsed.blocks) {
    if (b.kind === "heading") lengths.push(0);
    else
      lengths[lengths.length - 1] =
        (lengths.at(-1) ?? 0) + lengthOf(b.readable, rules, input.language);
  }
  const total = lengths.reduce((sum, n) => sum + n, 0);
  const { good, ok, minText } = rules.section;
  if (!LONG_FORM_TYPES.includes(input.contentType) || total <= minText) return null;
  const longest = Math.max(...lengths);
  const count = lengths.filter((n) => n > good).length;
  const noHeadings = lengths.length === 1;
  const status = noHeadings ? "problem" : atMost(longest, good, ok);
  const key = noHeadings ? "none" : keyOf(status, rules);
  return rated("subheading-distribution", status, { count, max: good, longest }, longest, key);
}

/**
 * How a sentence starts: its first word, lower case, without punctuation around it. A symbol
 * such as an emoji counts as a word here, as in Yoast ("👉 Install ..." starts with "👉").
 */
function startOf(text: string, language: AnalysisInput["language"]): string {
  const words = text
    .trimStart()
    .split(/\s+/, 4)
    .map((w) => w.toLowerCase().replace(/^\p{P}+|\p{P}+$/gu, ""))
    .filter((w) => w !== "");
  const first = words[0] ?? "";
  if (language === "en" && WEAK_FIRST_WORDS.has(first)) return `${first} ${words[1] ?? ""}`;
  return first;
}

function sentenceBeginnings(input: AnalysisInput, parsed: ParsedContent): Check | null {
  if (parsed.sentences.length === 0) return null;
  const runs: string[] = [];
  let previous = "";
  let run = 0;
  for (const s of parsed.sentences) {
    // List items and table cells often start alike on purpose: like Yoast, they are skipped, and
    // the running text and headings around them are compared as if they were adjacent.
    const kind = parsed.blocks[s.block]?.kind;
    if (kind !== "paragraph" && kind !== "heading") continue;
    const start = startOf(s.text, input.language);
    run = start !== "" && start === previous ? run + 1 : 1;
    previous = start;
    if (run === SAME_START_MAX_RUN) runs.push(start);
  }
  const params = { count: runs.length, run: SAME_START_MAX_RUN, word: runs[0] ?? "" };
  return rated("sentence-beginnings", runs.length === 0 ? "good" : "problem", params, runs.length);
}

export function readabilityChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  const rules = lengthRulesOf(input.language);
  const checks = [
    sentenceLength(parsed, rules),
    paragraphLength(input, parsed, rules),
    subheadingDistribution(input, parsed, rules),
    // Chinese and Japanese sentences have no first word to compare.
    ...(usesSpaces(input.language) ? [sentenceBeginnings(input, parsed)] : []),
    ...languageReadabilityChecks(input.language, parsed),
  ];
  return checks.filter((c): c is Check => c !== null);
}
