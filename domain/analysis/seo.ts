import type { ContentType } from "../content-types";
import { type AnalysisInput, type Check, check, LONG_FORM_TYPES, rated } from "./report";
import { keyphraseChecks, relatedKeyphraseChecks } from "./seo-keyphrase";
import { type Scored, scored } from "./seo-score";
import { type ParsedContent, usesSpaces } from "./text-parts";

/** Yoast PageTitleWidthAssessment: minLength 400 px, approximated as characters (shorter is ok). */
export const TITLE_MIN_CHARS = 30;
/** Yoast PageTitleWidthAssessment: maxLength 600 px, approximated as characters (longer is a problem). */
export const TITLE_MAX_CHARS = 60;
/** Yoast MetaDescriptionLengthAssessment: recommendedMaximumLength; at or under it is "too short" (ok). */
export const META_MIN_CHARS = 120;
/** Yoast MetaDescriptionLengthAssessment: maximumLength; over it is "too long" (Yoast scores it ok). */
export const META_MAX_CHARS = 156;
/** Yoast SingleH1Assessment: more than one H1 is a problem. */
export const MAX_H1 = 1;

/**
 * Text length targets in words. Long-form types use Yoast TextLengthAssessment's recommendedMinimum
 * (300, good) and slightlyBelowMinimum (250, ok; below is a problem); the shorter types' targets are
 * ours.
 */
export const TEXT_LENGTH_TARGETS: Record<ContentType, { good: number; ok: number }> = {
  blog: { good: 300, ok: 250 },
  help: { good: 300, ok: 250 },
  website: { good: 300, ok: 250 },
  social: { good: 20, ok: 15 },
  video: { good: 40, ok: 30 },
  email: { good: 100, ok: 80 },
  ecommerce: { good: 50, ok: 40 },
};

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

function titleLength(input: AnalysisInput): Check {
  const n = input.title.trim().length;
  const status = n === 0 || n > TITLE_MAX_CHARS ? "problem" : n < TITLE_MIN_CHARS ? "ok" : "good";
  return rated(
    "title-length",
    status,
    {
      good: `The title has ${n} characters, within ${TITLE_MIN_CHARS}-${TITLE_MAX_CHARS}.`,
      ok: `The title has ${plural(n, "character")}. Use the space: aim for ${TITLE_MIN_CHARS} to ${TITLE_MAX_CHARS}.`,
      problem:
        n === 0
          ? `There is no title. Write one of ${TITLE_MIN_CHARS} to ${TITLE_MAX_CHARS} characters.`
          : `The title has ${n} characters and may be cut off in search results. Shorten it to ${TITLE_MAX_CHARS} or fewer.`,
    },
    n,
  );
}

function metaLength(input: AnalysisInput): Check {
  const n = input.metaDescription.trim().length;
  const status = n === 0 ? "problem" : n <= META_MIN_CHARS || n > META_MAX_CHARS ? "ok" : "good";
  return rated(
    "meta-description-length",
    status,
    {
      good: `The meta description has ${n} characters, a good length.`,
      ok:
        n <= META_MIN_CHARS
          ? `The meta description has ${plural(n, "character")}. Use more of the space: aim for ${META_MIN_CHARS + 1} to ${META_MAX_CHARS}.`
          : `The meta description has ${n} characters and may be cut off. Shorten it to ${META_MAX_CHARS} or fewer.`,
      problem: `There is no meta description, so search engines will pick text from the page. Write one of ${META_MIN_CHARS + 1} to ${META_MAX_CHARS} characters.`,
    },
    n,
  );
}

function singleH1(parsed: ParsedContent): Check {
  const n = parsed.headingCounts.h1;
  return rated(
    "single-h1",
    n > MAX_H1 ? "problem" : "good",
    {
      good:
        n === 1
          ? "The text has a single H1 heading."
          : "The text has no H1 of its own, so the title serves as the page's H1.",
      problem: `The text has ${n} H1 headings. Keep at most one (the title is usually the page's H1) and turn the others into H2s.`,
    },
    n,
  );
}

function textLength(input: AnalysisInput, parsed: ParsedContent): Check | null {
  // Word counts mean little for languages written without spaces.
  if (!usesSpaces(input.language)) return null;
  const { good, ok } = TEXT_LENGTH_TARGETS[input.contentType];
  const n = parsed.words;
  const status = n >= good ? "good" : n >= ok ? "ok" : "problem";
  return rated(
    "text-length",
    status,
    {
      good: `The text has ${n} words, at least the recommended ${good}.`,
      ok: `The text has ${n} words, slightly below the recommended ${good}. Add a bit more.`,
      problem: `The text has ${plural(n, "word")}, well below the recommended ${good}. Add more content.`,
    },
    n,
  );
}

function links(parsed: ParsedContent): Check {
  const n = parsed.links;
  return rated(
    "links",
    n > 0 ? "good" : "ok",
    {
      good: `The text has ${plural(n, "link")}.`,
      ok: "The text has no links. Link to related pages of your site or to good outside sources.",
    },
    n,
  );
}

/** Yoast TextLengthAssessment's scores for texts of under 100 and under 200 words. */
function textLengthPoints(input: AnalysisInput, words: number): number {
  if (!LONG_FORM_TYPES.includes(input.contentType)) return 3;
  return words < 100 ? -20 : words < 200 ? -10 : 3;
}

/** The SEO checks, each with the score Yoast gives the same result (see seo-score.ts). */
export function scoredSeoChecks(input: AnalysisInput, parsed: ParsedContent): Scored[] {
  const phrases = [...new Set(input.keywords.map((k) => k.trim()).filter((k) => k !== ""))];
  const focus = phrases[0];
  const related = phrases
    .slice(1, Math.max(1, input.focusKeyphrases ?? 1))
    .flatMap((phrase, i) => relatedKeyphraseChecks(input, parsed, phrase, i + 2));
  const keyword =
    focus === undefined
      ? [
          scored(
            check(
              "focus-keyword",
              "ok",
              "No focus keyword is set. Add one so the title, opening, subheadings, slug and meta description can be checked for it.",
            ),
          ),
        ]
      : keyphraseChecks(input, parsed, focus);
  const title = titleLength(input);
  const length = textLength(input, parsed);
  return [
    ...keyword,
    ...related,
    scored(title, { problem: input.title.trim() === "" ? 1 : 3 }),
    scored(metaLength(input), { problem: 1 }),
    scored(singleH1(parsed), { good: 8, problem: 1 }),
    ...(length ? [scored(length, { problem: textLengthPoints(input, parsed.words) })] : []),
    scored(links(parsed)),
  ];
}

export function seoChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  return scoredSeoChecks(input, parsed).map((s) => s.check);
}
