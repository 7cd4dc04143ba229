import { WEAK_FIRST_WORDS } from "./english";
import { englishReadabilityChecks } from "./readability-english";
import { type AnalysisInput, atMost, type Check, LONG_FORM_TYPES, rated, round1 } from "./report";
import { type BlockKind, type ParsedContent, usesSpaces, wordsOf } from "./text-parts";

export { fleschOf } from "./readability-english";

/** Yoast SentenceLengthInTextAssessment: recommendedLength, words per sentence. */
export const SENTENCE_MAX_WORDS = 20;
/** Yoast SentenceLengthInTextAssessment: slightlyTooMany, per cent of long sentences still good. */
export const LONG_SENTENCES_GOOD_MAX = 25;
/** Yoast SentenceLengthInTextAssessment: farTooMany, per cent of long sentences still ok. */
export const LONG_SENTENCES_OK_MAX = 30;
/** Yoast ParagraphTooLongAssessment: recommendedLength, words (longer is at best ok). */
export const PARAGRAPH_GOOD_MAX_WORDS = 150;
/** Yoast ParagraphTooLongAssessment: maximumRecommendedLength, words (longer is a problem). */
export const PARAGRAPH_OK_MAX_WORDS = 200;
/** Yoast SubheadingDistributionTooLongAssessment: applicableIfTextLongerThan, words. */
export const SUBHEADING_MIN_TEXT_WORDS = 300;
/** Yoast SubheadingDistributionTooLongAssessment: recommendedMaximumLength, words per section. */
export const SECTION_GOOD_MAX_WORDS = 300;
/** Yoast SubheadingDistributionTooLongAssessment: farTooMany, words per section (more is a problem). */
export const SECTION_OK_MAX_WORDS = 350;
/** Yoast SentenceBeginningsAssessment: this many consecutive sentences starting alike is a problem. */
export const SAME_START_MAX_RUN = 3;

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : round1((part / whole) * 100);
}

function sentenceLength(parsed: ParsedContent): Check | null {
  const total = parsed.sentences.length;
  if (total === 0) return null;
  const share = percent(
    parsed.sentences.filter((s) => s.words.length > SENTENCE_MAX_WORDS).length,
    total,
  );
  const found = `${share}% of the sentences have more than ${SENTENCE_MAX_WORDS} words`;
  return rated(
    "sentence-length",
    atMost(share, LONG_SENTENCES_GOOD_MAX, LONG_SENTENCES_OK_MAX),
    {
      good: `${found}, within the recommended ${LONG_SENTENCES_GOOD_MAX}%.`,
      ok: `${found}, more than the recommended ${LONG_SENTENCES_GOOD_MAX}%. Shorten some of them.`,
      problem: `${found}, far more than the recommended ${LONG_SENTENCES_GOOD_MAX}%. Split long sentences.`,
    },
    share,
  );
}

/** Paragraphs as Yoast counts them: every p, so list items and table cells too (not quotes). */
const PARAGRAPH_KINDS: ReadonlySet<BlockKind> = new Set(["paragraph", "item", "cell"]);

function paragraphLength(parsed: ParsedContent): Check | null {
  const lengths = parsed.blocks
    .filter((b) => PARAGRAPH_KINDS.has(b.kind))
    .map((p) => wordsOf(p.readable).length)
    .filter((n) => n > 0);
  if (lengths.length === 0) return null;
  const longest = Math.max(...lengths);
  const tooLong = lengths.filter((n) => n > PARAGRAPH_GOOD_MAX_WORDS).length;
  const found = `${tooLong} paragraph${tooLong === 1 ? " has" : "s have"} more than ${PARAGRAPH_GOOD_MAX_WORDS} words (the longest has ${longest}).`;
  return rated(
    "paragraph-length",
    atMost(longest, PARAGRAPH_GOOD_MAX_WORDS, PARAGRAPH_OK_MAX_WORDS),
    {
      good: `No paragraph is longer than ${PARAGRAPH_GOOD_MAX_WORDS} words.`,
      ok: `${found} Split long paragraphs.`,
      problem: `${found} Break them into shorter paragraphs.`,
    },
    longest,
  );
}

function subheadingDistribution(input: AnalysisInput, parsed: ParsedContent): Check | null {
  // Words of the readable text before the first heading and under each heading.
  const lengths = [0];
  for (const b of parsed.blocks) {
    if (b.kind === "heading") lengths.push(0);
    else lengths[lengths.length - 1] = (lengths.at(-1) ?? 0) + wordsOf(b.readable).length;
  }
  const words = lengths.reduce((sum, n) => sum + n, 0);
  if (!LONG_FORM_TYPES.includes(input.contentType) || words <= SUBHEADING_MIN_TEXT_WORDS)
    return null;
  const longest = Math.max(...lengths);
  const tooLong = lengths.filter((n) => n > SECTION_GOOD_MAX_WORDS).length;
  const noHeadings = lengths.length === 1;
  const found = `${tooLong} section${tooLong === 1 ? " runs" : "s run"} for more than ${SECTION_GOOD_MAX_WORDS} words without a subheading (the longest has ${longest}).`;
  const status = noHeadings
    ? "problem"
    : atMost(longest, SECTION_GOOD_MAX_WORDS, SECTION_OK_MAX_WORDS);
  return rated(
    "subheading-distribution",
    status,
    {
      good: `Subheadings are well spread: no section is longer than ${SECTION_GOOD_MAX_WORDS} words.`,
      ok: `${found} Add a subheading.`,
      problem: noHeadings
        ? "The text is long but has no subheadings. Add H2 and H3 subheadings to break it up."
        : `${found} Add subheadings to break it up.`,
    },
    longest,
  );
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
  return rated(
    "sentence-beginnings",
    runs.length === 0 ? "good" : "problem",
    {
      good: `No ${SAME_START_MAX_RUN} consecutive sentences start with the same word.`,
      problem: `${runs.length === 1 ? "Once" : `${runs.length} times`}, ${SAME_START_MAX_RUN} or more sentences in a row start with the same word ("${runs[0]}"). Vary how your sentences begin.`,
    },
    runs.length,
  );
}

export function readabilityChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  // Word and sentence measures need space-separated words (not Chinese or Japanese).
  if (!usesSpaces(input.language)) return [];
  const checks = [
    sentenceLength(parsed),
    paragraphLength(parsed),
    subheadingDistribution(input, parsed),
    sentenceBeginnings(input, parsed),
    ...(input.language === "en" ? englishReadabilityChecks(parsed) : []),
  ];
  return checks.filter((c): c is Check => c !== null);
}
