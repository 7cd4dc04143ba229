import { countMatches } from "./keyphrase";
import { type AnalysisInput, rated, round1 } from "./report";
import { type Scored, scored } from "./seo-score";
import { type ParsedContent, usesSpaces } from "./text-parts";

/** Yoast KeywordDensityAssessment (no word forms): minimum density, per cent, for one word. */
export const KEYWORD_DENSITY_MIN = 0.5;
/** Yoast KeywordDensityAssessment (no word forms): maximum density, per cent, for one word. */
export const KEYWORD_DENSITY_MAX = 3;
/** Yoast KeywordDensityAssessment: from this many words the density decides; below, the count. */
export const KEYWORD_DENSITY_MIN_WORDS = 100;
/** Yoast KeywordDensityAssessment: texts of more than this many words (and under 100) may use it twice. */
export const SHORT_TEXT_TWO_MATCHES_WORDS = 50;
/** Yoast KeywordDensityAssessment: overMaximum; above this weighted density it scores -50, not -10. */
export const KEYWORD_DENSITY_FAR_OVER = 4;

/**
 * Yoast's keyphraseLengthFactor: a longer keyphrase is harder to repeat, so its density counts
 * for more (0.7 + content words / 3): the targets are divided by it.
 */
export function keyphraseLengthFactor(contentWords: number): number {
  return 0.7 + contentWords / 3;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Words the density is measured over: the readable text's, hyphenated parts counted apart. */
function densityWords(parsed: ParsedContent): number {
  let n = 0;
  for (const s of parsed.sentences)
    for (const w of s.words)
      n += /[-‐–—]/.test(w) ? w.split(/[-‐–—]+/).filter((p) => /[\p{L}\p{N}]/u.test(p)).length : 1;
  return n;
}

/** Yoast's verdict and score: too few scores 4, too many -10, far too many -50. */
type Verdict = { kind: "good" | "few" | "many"; points: number };
const GOOD: Verdict = { kind: "good", points: 9 };
const FEW: Verdict = { kind: "few", points: 4 };

/** Yoast's rule for texts of 100 words or more: the density times the length factor. */
function longTextVerdict(matches: number, words: number, factor: number): Verdict {
  const weighted = (matches / words) * 100 * factor;
  const minMatches = Math.max(2, Math.ceil((KEYWORD_DENSITY_MIN * words) / (100 * factor)));
  if (matches === 0 || matches === 1 || weighted < KEYWORD_DENSITY_MIN) return FEW;
  if (weighted <= KEYWORD_DENSITY_MAX || (matches === 2 && minMatches <= 2)) return GOOD;
  return { kind: "many", points: weighted > KEYWORD_DENSITY_FAR_OVER ? -50 : -10 };
}

/** Yoast's rule for shorter texts: once (twice above 50 words) is right. */
function shortTextVerdict(matches: number, most: number): Verdict {
  if (matches === 0) return FEW;
  if (matches <= most) return GOOD;
  return { kind: "many", points: matches === most + 1 ? -10 : -50 };
}

/** Keyphrase density (Yoast KeywordDensityAssessment): matches of its content words per sentence. */
export function densityCheck(
  input: AnalysisInput,
  parsed: ParsedContent,
  focus: string,
  words: readonly string[],
  label: "focus" | "related" = "focus",
): Scored | null {
  const total = densityWords(parsed);
  if (!usesSpaces(input.language) || total === 0) return null;
  const matches = countMatches(parsed.sentences, words, input.language);
  const value = round2((matches / total) * 100);
  const factor = keyphraseLengthFactor(words.length);
  const shortMax = total > SHORT_TEXT_TWO_MATCHES_WORDS ? 2 : 1;
  const short = total < KEYWORD_DENSITY_MIN_WORDS;
  const verdict = short
    ? shortTextVerdict(matches, shortMax)
    : longTextVerdict(matches, total, factor);
  const [low, high] = [round1(KEYWORD_DENSITY_MIN / factor), round1(KEYWORD_DENSITY_MAX / factor)];
  const params = { label, phrase: focus, count: matches, share: value, words: total, low, high };
  // Short texts: none is too few; more than once (twice above 50 words) too many.
  const key =
    verdict.kind === "good"
      ? "good"
      : short
        ? verdict.kind === "few"
          ? "few-short"
          : `many-short-${shortMax}`
        : verdict.kind;
  const check = rated(
    "keyword-density",
    verdict.kind === "good" ? "good" : "problem",
    params,
    value,
    key,
  );
  return scored(check, { problem: verdict.points });
}
