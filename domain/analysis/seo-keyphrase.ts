import {
  containsAllWords,
  contentWords,
  countMatches,
  fold,
  isFunctionWord,
  matchWords,
  phrasePattern,
  shareOfWords,
} from "./keyphrase";
import { densityCheck } from "./keyphrase-density";
import {
  type AnalysisInput,
  type AnalysisLanguage,
  type Check,
  type CheckStatus,
  LONG_FORM_TYPES,
  rated,
} from "./report";
import { type Scored, scored } from "./seo-score";
import {
  headingsOf,
  type ParsedContent,
  paragraphsOf,
  sentencesOf,
  usesSpaces,
} from "./text-parts";

/**
 * Yoast KeyphraseInSEOTitleAssessment wants the keyphrase at the start of the title, where only
 * function words may precede it. Languages without a function-word list here allow this many
 * words of any kind before it instead.
 */
export const TITLE_KEYWORD_MAX_LEADING_WORDS = 2;
/** Yoast SubHeadingsKeywordAssessment: lowerBoundary, share of H2/H3 subheadings with the keyphrase. */
export const SUBHEADING_KEYWORD_MIN_SHARE = 0.3;
/** Yoast SubHeadingsKeywordAssessment: upperBoundary. */
export const SUBHEADING_KEYWORD_MAX_SHARE = 0.75;
/** Yoast SubHeadingsKeywordAssessment: a subheading reflects the topic with more than this share of the words. */
export const SUBHEADING_KEYWORD_WORD_SHARE = 0.5;
/** Yoast SubHeadingsKeywordAssessment: recommendedMaximumLength; longer texts need subheadings. */
export const SUBHEADING_KEYWORD_TEXT_WORDS = 300;
/** Yoast SlugKeywordAssessment: from this many words, more than half of them in the slug is good. */
export const SLUG_KEYWORD_LONG_PHRASE_WORDS = 3;
/** Yoast MetaDescriptionKeywordAssessment: good with 1 or 2 matches, bad with more. */
export const META_KEYWORD_MAX_MATCHES = 2;

type Context = {
  input: AnalysisInput;
  parsed: ParsedContent;
  focus: string;
  words: string[];
  /** "focus", or "related" for the further keyphrases of multi-keyword targeting (a term key). */
  label: "focus" | "related";
};

/** Whether the words before the keyphrase still let the title count as starting with it. */
function leadsWith(before: string, language: AnalysisLanguage): boolean {
  const words = matchWords(before, language);
  if (language === "en") return words.every((w) => isFunctionWord(w, language));
  return words.length <= TITLE_KEYWORD_MAX_LEADING_WORDS;
}

function inTitle({ input, focus, words, label }: Context): Check {
  const title = input.title.trim();
  const match = phrasePattern(focus, input.language).exec(title);
  const status: CheckStatus =
    match && leadsWith(title.slice(0, match.index), input.language)
      ? "good"
      : match || containsAllWords(title, words, input.language)
        ? "ok"
        : "problem";
  return rated("keyword-in-title", status, { label, phrase: focus });
}

function inIntroduction({ input, parsed, focus, words, label }: Context): Check {
  const intro = paragraphsOf(parsed.blocks)[0]?.readable ?? "";
  const has = (text: string) => containsAllWords(text, words, input.language);
  const status: CheckStatus = sentencesOf(intro, input.language).some(has)
    ? "good"
    : has(intro)
      ? "ok"
      : "problem";
  return rated("keyword-in-introduction", status, { label, phrase: focus });
}

/** Yoast: more than half of the content words (all of them without a function-word list). */
function reflectsTopic(heading: string, words: readonly string[], language: AnalysisLanguage) {
  const share = shareOfWords(heading, words, language);
  return language === "en" ? share > SUBHEADING_KEYWORD_WORD_SHARE : share === 1;
}

function inSubheadings({ input, parsed, focus, words, label }: Context): Check | null {
  const subheadings = headingsOf(parsed.blocks, [2, 3]);
  const n = subheadings.length;
  if (n === 0) {
    if (!LONG_FORM_TYPES.includes(input.contentType)) return null;
    const length = parsed.sentences.reduce((sum, s) => sum + s.words.length, 0);
    const long = length >= SUBHEADING_KEYWORD_TEXT_WORDS;
    const status = long ? "problem" : "good";
    return rated("keyword-in-subheadings", status, { label, phrase: focus }, 0, `none-${status}`);
  }
  const matches = subheadings.filter((h) =>
    reflectsTopic(h.readable, words, input.language),
  ).length;
  const tooFew = matches < Math.ceil(n * SUBHEADING_KEYWORD_MIN_SHARE);
  const tooMany = n > 1 && matches > Math.floor(n * SUBHEADING_KEYWORD_MAX_SHARE);
  const status: CheckStatus = matches === 0 || tooFew || tooMany ? "problem" : "good";
  const key =
    status === "good" ? "good" : matches === 0 ? "missing" : tooMany ? "too-many" : "too-few";
  const params = { label, phrase: focus, matches, count: n };
  return rated("keyword-in-subheadings", status, params, matches, key);
}

/** Slug words: accents folded, apostrophes dropped ("women's" is "womens"), split on the rest. */
function slugParts(text: string): string[] {
  return fold(text)
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part !== "");
}

function inSlug({ input, focus, words, label }: Context): Check {
  const slug = fold(input.slug.trim());
  const parts = slugParts(slug);
  const found = words.filter((w) =>
    usesSpaces(input.language)
      ? slugParts(w).every((part) => parts.includes(part))
      : slug.includes(fold(w)),
  ).length;
  const share = found / words.length;
  const good = share === 1 || (words.length >= SLUG_KEYWORD_LONG_PHRASE_WORDS && share > 0.5);
  const status = slug !== "" && good ? "good" : "ok";
  const key = status === "ok" && slug === "" ? "none" : status;
  return rated("keyword-in-slug", status, { label, phrase: focus }, undefined, key);
}

function inMetaDescription({ input, focus, words, label }: Context): Check | null {
  const meta = input.metaDescription.trim();
  // Without a meta description only its length check applies (as in Yoast).
  if (meta === "") return null;
  const count = countMatches(sentencesOf(meta, input.language), words, input.language);
  const status = count === 0 || count > META_KEYWORD_MAX_MATCHES ? "problem" : "good";
  const key = status === "good" ? "good" : count === 0 ? "missing" : "too-many";
  return rated("keyword-in-meta-description", status, { label, phrase: focus, count }, count, key);
}

/** The focus-keyword checks (Yoast's keyphrase assessments), with Yoast's scores. */
export function keyphraseChecks(
  input: AnalysisInput,
  parsed: ParsedContent,
  focus: string,
): Scored[] {
  const words = contentWords(focus, input.language);
  const context: Context = { input, parsed, focus, words, label: "focus" };
  const subheadings = inSubheadings(context);
  const meta = inMetaDescription(context);
  const density = densityCheck(input, parsed, focus, context.words);
  return [
    scored(inTitle(context), { problem: 2 }),
    scored(inIntroduction(context)),
    ...(subheadings ? [scored(subheadings)] : []),
    scored(inSlug(context)),
    ...(meta ? [scored(meta)] : []),
    ...(density ? [density] : []),
  ];
}

/**
 * A related keyphrase's checks (multi-keyword targeting, as Yoast's related keyphrases): the
 * introduction, subheadings, meta description and density, each with the keyphrase's position
 * in its id ("keyword-density-2"). Title and slug hold the focus keyword only.
 */
export function relatedKeyphraseChecks(
  input: AnalysisInput,
  parsed: ParsedContent,
  phrase: string,
  position: number,
): Scored[] {
  const words = contentWords(phrase, input.language);
  const context: Context = { input, parsed, focus: phrase, words, label: "related" };
  const subheadings = inSubheadings(context);
  const meta = inMetaDescription(context);
  const density = densityCheck(input, parsed, phrase, words, "related");
  const numbered = (item: Scored): Scored => ({
    ...item,
    check: { ...item.check, id: `${item.check.id}-${position}` },
  });
  return [
    scored(inIntroduction(context)),
    ...(subheadings ? [scored(subheadings)] : []),
    ...(meta ? [scored(meta)] : []),
    ...(density ? [density] : []),
  ].map(numbered);
}
