/**
 * AI-search readiness: our own rules (Yoast has none), meant to make a text easy for answer
 * engines to quote: a direct answer up front, question-shaped headings, an FAQ block that can be
 * marked up as FAQPage, scannable lists and tables, and statistics that name their source.
 */
import { ATTRIBUTION } from "./english";
import { geoChecks } from "./geo";
import { containsAllWords, contentWords, shareOfWords } from "./keyphrase";
import { type AnalysisInput, type Check, check, LONG_FORM_TYPES, round1 } from "./report";
import { findFaq, isQuestion } from "./structured-data";
import { headingsOf, type ParsedContent, paragraphsOf, usesSpaces, wordsOf } from "./text-parts";

/** Our rule: the opening paragraph answers in at least this many words... */
export const OPENING_MIN_WORDS = 20;
/** ...and at most this many, short enough to be quoted whole. */
export const OPENING_MAX_WORDS = 80;
/** Our rule: without a focus keyword the opening is on topic if it has this share of the title's words. */
export const OPENING_TITLE_WORD_SHARE = 0.5;

/**
 * Figures that read as statistics: percentages, decimals, thousands, "3 times", "1 in 5"... Plain
 * counts ("5 steps") and years are not treated as statistics, so how-tos are not nagged about them.
 */
export const STATISTIC =
  /\d\s?%|\d\s?(per ?cent|percent)\b|\b\d+(?:[.,]\d+)+\b|\b\d+\s?(million|billion|thousand|times)\b|\b\d+\s+(out of|in)\s+\d+\b/i;

function openingCheck(input: AnalysisInput, parsed: ParsedContent): Check {
  const opening = paragraphsOf(parsed.blocks)[0];
  if (opening === undefined) return check("answer-first", "problem", "none");
  const { language } = input;
  const words = wordsOf(opening.text, language).length;
  const focus = input.keywords.map((k) => k.trim()).find((k) => k !== "");
  const titleWords = contentWords(input.title, language);
  const onTopic =
    (focus !== undefined &&
      containsAllWords(opening.text, contentWords(focus, language), language)) ||
    (titleWords.length > 0 &&
      shareOfWords(opening.text, titleWords, language) >= OPENING_TITLE_WORD_SHARE);
  // Word counts of Chinese and Japanese openings are not comparable with these borders.
  const sized = !usesSpaces(language) || (words >= OPENING_MIN_WORDS && words <= OPENING_MAX_WORDS);
  const size = words < OPENING_MIN_WORDS ? "short" : "long";
  const params = { count: words, min: OPENING_MIN_WORDS, max: OPENING_MAX_WORDS };
  if (onTopic && sized) return check("answer-first", "good", { key: "good", params }, words);
  if (onTopic) return check("answer-first", "ok", { key: `on-topic-${size}`, params }, words);
  if (sized) return check("answer-first", "ok", { key: "off-topic", params }, words);
  return check("answer-first", "problem", { key: `off-topic-${size}`, params }, words);
}

function questionHeadingsCheck(input: AnalysisInput, parsed: ParsedContent): Check {
  const headings = headingsOf(parsed.blocks, [2, 3]);
  const questions = headings.filter((h) => isQuestion(h.text, input.language)).length;
  const share = headings.length === 0 ? 0 : round1((questions / headings.length) * 100);
  const params = { questions, count: headings.length };
  if (questions > 0) return check("question-headings", "good", { key: "good", params }, share);
  const key = headings.length === 0 ? "none" : "ok";
  return check("question-headings", "ok", { key, params }, share);
}

function faqCheck(input: AnalysisInput, parsed: ParsedContent): Check | null {
  const faq = findFaq(parsed.blocks, input.language);
  if (faq === null)
    return LONG_FORM_TYPES.includes(input.contentType) ? check("faq-block", "ok", "none", 0) : null;
  if (faq.pairs.length === 0)
    return check("faq-block", "ok", { key: "unanswered", params: { count: faq.questions } }, 0);
  const params = { count: faq.pairs.length };
  return check("faq-block", "good", { key: "good", params }, faq.pairs.length);
}

function statisticsCheck(parsed: ParsedContent): Check {
  const unsourced = parsed.sentences.filter((s) => {
    if (!STATISTIC.test(s.text) || ATTRIBUTION.test(s.text)) return false;
    // A link, or a citation marker (a cited file or pasted text is a span, not a link).
    const html = parsed.blocks[s.block]?.html ?? "";
    return !/<a\b[^>]*\bhref\s*=/i.test(html) && !/\bclass\s*=\s*["'][^"']*\bcite\b/i.test(html);
  }).length;
  if (unsourced === 0) return check("statistics-sources", "good", "good", 0);
  const params = { count: unsourced };
  return check("statistics-sources", "ok", { key: "ok", params }, unsourced);
}

function listsCheck(parsed: ParsedContent): Check {
  const key = parsed.hasList
    ? parsed.hasTable
      ? "lists-and-tables"
      : "lists"
    : parsed.hasTable
      ? "tables"
      : "ok";
  return check("lists-tables", key === "ok" ? "ok" : "good", key);
}

export function hasStatisticsCheck(language: AnalysisInput["language"]): boolean {
  return language === "en";
}

export function aiSearchChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  const longForm = LONG_FORM_TYPES.includes(input.contentType);
  const checks: Check[] = [openingCheck(input, parsed)];
  if (longForm) checks.push(questionHeadingsCheck(input, parsed));
  const faq = faqCheck(input, parsed);
  if (faq) checks.push(faq);
  if (input.contentType !== "social") checks.push(listsCheck(parsed));
  // Attribution is recognised by English phrases, so the check runs for English only (the
  // report names it as not available in other languages).
  if (hasStatisticsCheck(input.language)) checks.push(statisticsCheck(parsed));
  // Citations, quotations and statistics, as the GEO study measured (./geo.ts).
  if (input.contentType !== "social")
    checks.push(...geoChecks(input.html, parsed, STATISTIC, longForm));
  return checks;
}
