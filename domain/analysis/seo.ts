import type { ContentType } from "../content-types";
import { lengthRulesOf } from "./language-rules";
import { type AnalysisInput, type Check, check, LONG_FORM_TYPES, rated } from "./report";
import { countCharacters } from "./segment";
import { keyphraseChecks, relatedKeyphraseChecks } from "./seo-keyphrase";
import { type Scored, scored } from "./seo-score";
import type { ParsedContent } from "./text-parts";

/** Yoast PageTitleWidthAssessment: minLength 400 px, approximated as characters (shorter is ok). */
export const TITLE_MIN_CHARS = 30;
/** Yoast PageTitleWidthAssessment: maxLength 600 px, approximated as characters (longer is a problem). */
export const TITLE_MAX_CHARS = 60;
/**
 * Yoast MetaDescriptionLengthAssessment for English and the languages without their own borders
 * (./language-rules.ts): at or under the minimum is "too short" (ok), over the maximum "too long".
 */
export const { min: META_MIN_CHARS, max: META_MAX_CHARS } = lengthRulesOf("en").meta;
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

/** A length in characters as search engines count them: code points, not UTF-16 units. */
function characters(text: string): number {
  return [...text.trim()].length;
}

function titleLength(input: AnalysisInput): Check {
  const n = characters(input.title);
  const status = n === 0 || n > TITLE_MAX_CHARS ? "problem" : n < TITLE_MIN_CHARS ? "ok" : "good";
  const params = { count: n, min: TITLE_MIN_CHARS, max: TITLE_MAX_CHARS };
  return rated("title-length", status, params, n, n === 0 ? "none" : status);
}

function metaLength(input: AnalysisInput): Check {
  const n = characters(input.metaDescription);
  const { min, max } = lengthRulesOf(input.language).meta;
  const status = n === 0 ? "problem" : n <= min || n > max ? "ok" : "good";
  const key = status === "ok" ? (n <= min ? "short" : "long") : status;
  return rated("meta-description-length", status, { count: n, min: min + 1, max }, n, key);
}

function singleH1(parsed: ParsedContent): Check {
  const n = parsed.headingCounts.h1;
  const status = n > MAX_H1 ? "problem" : "good";
  return rated(
    "single-h1",
    status,
    { count: n },
    n,
    status === "good" && n === 0 ? "none" : status,
  );
}

function textLength(input: AnalysisInput, parsed: ParsedContent): Check {
  const rules = lengthRulesOf(input.language);
  const target = TEXT_LENGTH_TARGETS[input.contentType];
  const [good, ok] = [target.good, target.ok].map((n) => n * rules.textLengthFactor) as [
    number,
    number,
  ];
  const n =
    rules.unit === "characters"
      ? countCharacters(parsed.blocks.map((b) => b.text).join(""))
      : parsed.words;
  const status = n >= good ? "good" : n >= ok ? "ok" : "problem";
  const key = rules.unit === "characters" ? `${status}-characters` : status;
  return rated("text-length", status, { count: n, recommended: good }, n, key);
}

function links(parsed: ParsedContent): Check {
  const n = parsed.links;
  return rated("links", n > 0 ? "good" : "ok", { count: n }, n);
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
      ? [scored(check("focus-keyword", "ok", "none"))]
      : keyphraseChecks(input, parsed, focus);
  const title = titleLength(input);
  const length = textLength(input, parsed);
  return [
    ...keyword,
    ...related,
    scored(title, { problem: input.title.trim() === "" ? 1 : 3 }),
    scored(metaLength(input), { problem: 1 }),
    scored(singleH1(parsed), { good: 8, problem: 1 }),
    // Japanese counts characters: Yoast's word borders (100, 200) are doubled like its targets.
    scored(length, {
      problem: textLengthPoints(
        input,
        (length.value ?? 0) / lengthRulesOf(input.language).textLengthFactor,
      ),
    }),
    scored(links(parsed)),
  ];
}

export function seoChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  return scoredSeoChecks(input, parsed).map((s) => s.check);
}
