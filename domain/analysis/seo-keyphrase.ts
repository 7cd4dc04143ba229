import { containsAllWords, contentWords, countPhrase, fold, phrasePattern } from "./keyphrase";
import { type AnalysisInput, type Check, type CheckStatus, LONG_FORM_TYPES, rated } from "./report";
import {
  headingsOf,
  type ParsedContent,
  paragraphsOf,
  splitSentences,
  usesSpaces,
  wordsOf,
} from "./text-parts";

/**
 * Yoast KeyphraseInSEOTitleAssessment wants the keyphrase at the start of the title (function
 * words may precede it); we allow this many words before it.
 */
export const TITLE_KEYWORD_MAX_LEADING_WORDS = 2;
/** Yoast SubHeadingsKeywordAssessment: lowerBoundary, share of H2/H3 subheadings with the keyphrase. */
export const SUBHEADING_KEYWORD_MIN_SHARE = 0.3;
/** Yoast SubHeadingsKeywordAssessment: upperBoundary. */
export const SUBHEADING_KEYWORD_MAX_SHARE = 0.75;
/** Yoast SlugKeywordAssessment: from this many words, more than half of them in the slug is good. */
export const SLUG_KEYWORD_LONG_PHRASE_WORDS = 3;
/** Yoast MetaDescriptionKeywordAssessment: good with 1 or 2 matches, bad with more. */
export const META_KEYWORD_MAX_MATCHES = 2;
/** Yoast KeywordDensityAssessment (no word forms): minimum density, per cent. */
export const KEYWORD_DENSITY_MIN = 0.5;
/** Yoast KeywordDensityAssessment (no word forms): maximum density, per cent. */
export const KEYWORD_DENSITY_MAX = 3;
/** Yoast KeywordDensityAssessment: a single occurrence is too few whatever the density. */
export const KEYWORD_MIN_OCCURRENCES = 2;
/** Yoast KeywordDensityAssessment.isApplicable: only for texts of at least 100 words. */
export const KEYWORD_DENSITY_MIN_WORDS = 100;

type Context = { input: AnalysisInput; parsed: ParsedContent; focus: string; words: string[] };

function inTitle({ input, focus, words }: Context): Check {
  const title = input.title.trim();
  const match = phrasePattern(focus, input.language).exec(title);
  const leading = match ? wordsOf(title.slice(0, match.index)).length : Infinity;
  const status: CheckStatus =
    leading <= TITLE_KEYWORD_MAX_LEADING_WORDS
      ? "good"
      : match || containsAllWords(title, words, input.language)
        ? "ok"
        : "problem";
  return rated("keyword-in-title", status, {
    good: `The title starts with the focus keyword "${focus}".`,
    ok: `The title contains the focus keyword "${focus}", but not at the start. Move it towards the beginning.`,
    problem: `The title does not contain the focus keyword "${focus}". Add it, ideally near the start.`,
  });
}

function inIntroduction({ input, parsed, focus, words }: Context): Check {
  const intro = paragraphsOf(parsed.blocks)[0]?.text ?? "";
  const has = (text: string) => containsAllWords(text, words, input.language);
  const status: CheckStatus = splitSentences(intro).some(has)
    ? "good"
    : has(intro)
      ? "ok"
      : "problem";
  return rated("keyword-in-introduction", status, {
    good: `The first paragraph mentions the focus keyword "${focus}".`,
    ok: `The words of the focus keyword "${focus}" are in the first paragraph, but not in one sentence. Use them together in one sentence.`,
    problem: `The first paragraph does not mention the focus keyword "${focus}". Make the topic clear straight away.`,
  });
}

function inSubheadings({ input, parsed, focus, words }: Context): Check | null {
  const subheadings = headingsOf(parsed.blocks, [2, 3]);
  const n = subheadings.length;
  const matches = subheadings.filter((h) => containsAllWords(h.text, words, input.language)).length;
  if (n === 0) {
    if (!LONG_FORM_TYPES.includes(input.contentType)) return null;
    const message = `There are no H2 or H3 subheadings. Add some and use the focus keyword "${focus}" in at least one.`;
    return rated("keyword-in-subheadings", "ok", { ok: message }, 0);
  }
  const tooFew = matches < Math.ceil(n * SUBHEADING_KEYWORD_MIN_SHARE);
  const tooMany = n > 1 && matches > Math.floor(n * SUBHEADING_KEYWORD_MAX_SHARE);
  const status: CheckStatus = matches === 0 ? "problem" : tooFew || tooMany ? "ok" : "good";
  return rated(
    "keyword-in-subheadings",
    status,
    {
      good: `${matches} of ${n} H2/H3 subheadings contain the focus keyword "${focus}".`,
      ok: tooMany
        ? `${matches} of ${n} H2/H3 subheadings contain the focus keyword, more than three quarters. Vary them so they do not look over-optimised.`
        : `Only ${matches} of ${n} H2/H3 subheadings contain the focus keyword. Use it in about a third of them.`,
      problem: `None of the ${n} H2/H3 subheadings contains the focus keyword "${focus}". Use it in at least one.`,
    },
    matches,
  );
}

/** Slug words: accents folded, apostrophes dropped ("women's" is "womens"), split on the rest. */
function slugParts(text: string): string[] {
  return fold(text)
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== "");
}

function inSlug({ input, focus, words }: Context): Check {
  const slug = fold(input.slug.trim());
  const parts = slugParts(slug);
  const found = words.filter((w) =>
    usesSpaces(input.language)
      ? slugParts(w).every((part) => parts.includes(part))
      : slug.includes(fold(w)),
  ).length;
  const share = found / words.length;
  const good = share === 1 || (words.length >= SLUG_KEYWORD_LONG_PHRASE_WORDS && share > 0.5);
  return rated("keyword-in-slug", slug !== "" && good ? "good" : "ok", {
    good: `The slug contains the focus keyword "${focus}".`,
    ok:
      slug === ""
        ? `There is no slug yet. Use one that contains the focus keyword "${focus}".`
        : `(Part of) the focus keyword "${focus}" is missing from the slug. Add it to the slug.`,
  });
}

function inMetaDescription({ input, focus, words }: Context): Check | null {
  const meta = input.metaDescription.trim();
  // Without a meta description only its length check applies (as in Yoast).
  if (meta === "") return null;
  const count = splitSentences(meta).filter((s) =>
    containsAllWords(s, words, input.language),
  ).length;
  const status = count === 0 || count > META_KEYWORD_MAX_MATCHES ? "problem" : "good";
  return rated(
    "keyword-in-meta-description",
    status,
    {
      good: `The meta description contains the focus keyword "${focus}".`,
      problem:
        count === 0
          ? `The meta description does not contain the focus keyword "${focus}". Add it once.`
          : `The meta description uses the focus keyword ${count} times. Use it no more than twice.`,
    },
    count,
  );
}

function density({ input, parsed, focus }: Context): Check | null {
  if (!usesSpaces(input.language) || parsed.words < KEYWORD_DENSITY_MIN_WORDS) return null;
  const text = parsed.blocks.map((b) => b.text).join(" ");
  const occurrences = countPhrase(text, focus, input.language);
  // Compared as shown: rounded to two decimals.
  const value = Math.round((occurrences / parsed.words) * 10000) / 100;
  const tooFew = occurrences < KEYWORD_MIN_OCCURRENCES || value < KEYWORD_DENSITY_MIN;
  const found = `The focus keyword "${focus}" appears ${occurrences} time${occurrences === 1 ? "" : "s"} (${value}% of ${parsed.words} words).`;
  return rated(
    "keyword-density",
    tooFew || value > KEYWORD_DENSITY_MAX ? "problem" : "good",
    {
      good: `${found} That is a good density.`,
      problem: tooFew
        ? `${found} Use it more often, aiming for ${KEYWORD_DENSITY_MIN}-${KEYWORD_DENSITY_MAX}%.`
        : `${found} That is more than ${KEYWORD_DENSITY_MAX}%: use it less often or use variations.`,
    },
    value,
  );
}

/** The focus-keyword checks (Yoast's keyphrase assessments). */
export function keyphraseChecks(input: AnalysisInput, parsed: ParsedContent, focus: string) {
  const context: Context = { input, parsed, focus, words: contentWords(focus, input.language) };
  const checks = [inTitle, inIntroduction, inSubheadings, inSlug, inMetaDescription, density];
  return checks.map((f) => f(context)).filter((c): c is Check => c !== null);
}
