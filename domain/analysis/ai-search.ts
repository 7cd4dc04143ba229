/**
 * AI-search readiness: our own rules (Yoast has none), meant to make a text easy for answer
 * engines to quote: a direct answer up front, question-shaped headings, an FAQ block that can be
 * marked up as FAQPage, scannable lists and tables, and statistics that name their source.
 */
import { ATTRIBUTION } from "./english";
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
const STATISTIC =
  /\d\s?%|\d\s?(per ?cent|percent)\b|\b\d+(?:[.,]\d+)+\b|\b\d+\s?(million|billion|thousand|times)\b|\b\d+\s+(out of|in)\s+\d+\b/i;

function openingCheck(input: AnalysisInput, parsed: ParsedContent): Check {
  const opening = paragraphsOf(parsed.blocks)[0];
  if (opening === undefined)
    return check(
      "answer-first",
      "problem",
      "The text has no opening paragraph. Start with a short paragraph that answers the main question directly.",
    );
  const { language } = input;
  const words = wordsOf(opening.text).length;
  const focus = input.keywords.map((k) => k.trim()).find((k) => k !== "");
  const titleWords = contentWords(input.title, language);
  const onTopic =
    (focus !== undefined &&
      containsAllWords(opening.text, contentWords(focus, language), language)) ||
    (titleWords.length > 0 &&
      shareOfWords(opening.text, titleWords, language) >= OPENING_TITLE_WORD_SHARE);
  const sized = !usesSpaces(language) || (words >= OPENING_MIN_WORDS && words <= OPENING_MAX_WORDS);
  const size =
    words < OPENING_MIN_WORDS
      ? "too short to answer the question"
      : "too long to be quoted as an answer";
  if (onTopic && sized)
    return check(
      "answer-first",
      "good",
      `The opening paragraph (${words} words) answers on topic, ready to be quoted.`,
      words,
    );
  if (onTopic)
    return check(
      "answer-first",
      "ok",
      `The opening paragraph is on topic but ${size} (${words} words). Aim for ${OPENING_MIN_WORDS}-${OPENING_MAX_WORDS} words.`,
      words,
    );
  if (sized)
    return check(
      "answer-first",
      "ok",
      "The opening paragraph does not mention the focus keyword or the title's main words. Answer the main question in it directly.",
      words,
    );
  return check(
    "answer-first",
    "problem",
    `The opening paragraph is off topic and ${size} (${words} words). Open with a ${OPENING_MIN_WORDS}-${OPENING_MAX_WORDS} word answer to the main question.`,
    words,
  );
}

function questionHeadingsCheck(input: AnalysisInput, parsed: ParsedContent): Check {
  const headings = headingsOf(parsed.blocks, [2, 3]);
  const questions = headings.filter((h) => isQuestion(h.text, input.language)).length;
  const share = headings.length === 0 ? 0 : round1((questions / headings.length) * 100);
  if (questions > 0)
    return check(
      "question-headings",
      "good",
      `${questions} of ${headings.length} H2/H3 headings are questions readers ask, which answer engines can match.`,
      share,
    );
  return check(
    "question-headings",
    "ok",
    headings.length === 0
      ? "There are no H2/H3 headings. Add some, phrasing a few as the questions readers ask."
      : "None of the H2/H3 headings is a question. Phrase some as the questions readers ask (How..., What..., Why...).",
    share,
  );
}

function faqCheck(input: AnalysisInput, parsed: ParsedContent): Check | null {
  const faq = findFaq(parsed.blocks, input.language);
  if (faq === null)
    return LONG_FORM_TYPES.includes(input.contentType)
      ? check(
          "faq-block",
          "ok",
          'There is no FAQ section. Add one (an "FAQ" heading with question subheadings and short answers) so FAQPage structured data can be emitted.',
          0,
        )
      : null;
  if (faq.pairs.length === 0)
    return check(
      "faq-block",
      "ok",
      `The FAQ section has ${faq.questions} question${faq.questions === 1 ? "" : "s"} but no answer paragraphs under them, so FAQPage structured data cannot be emitted. Answer each question below it.`,
      0,
    );
  return check(
    "faq-block",
    "good",
    `The FAQ section has ${faq.pairs.length} answered question${faq.pairs.length === 1 ? "" : "s"}; FAQPage structured data can be emitted for it.`,
    faq.pairs.length,
  );
}

function statisticsCheck(parsed: ParsedContent): Check {
  const unsourced = parsed.sentences.filter((s) => {
    if (!STATISTIC.test(s.text) || ATTRIBUTION.test(s.text)) return false;
    return !/<a\b[^>]*\bhref\s*=/i.test(parsed.blocks[s.block]?.html ?? "");
  }).length;
  if (unsourced === 0)
    return check(
      "statistics-sources",
      "good",
      "Every statistic in the text names or links its source (or there are none).",
      0,
    );
  return check(
    "statistics-sources",
    "ok",
    `${unsourced} sentence${unsourced === 1 ? " gives a figure" : "s give figures"} without a source. Cite where each number comes from ("according to...", a link), or remove it.`,
    unsourced,
  );
}

export function aiSearchChecks(input: AnalysisInput, parsed: ParsedContent): Check[] {
  const longForm = LONG_FORM_TYPES.includes(input.contentType);
  const checks: Check[] = [openingCheck(input, parsed)];
  if (longForm) checks.push(questionHeadingsCheck(input, parsed));
  const faq = faqCheck(input, parsed);
  if (faq) checks.push(faq);
  if (input.contentType !== "social") {
    checks.push(
      parsed.hasList || parsed.hasTable
        ? check(
            "lists-tables",
            "good",
            `The text uses ${[parsed.hasList && "lists", parsed.hasTable && "tables"].filter(Boolean).join(" and ")}, which answer engines extract easily.`,
          )
        : check(
            "lists-tables",
            "ok",
            "The text has no lists or tables. Put steps, options or comparisons in a list or table.",
          ),
    );
  }
  // Attribution is recognised by English phrases, so the check runs for English only.
  if (input.language === "en") checks.push(statisticsCheck(parsed));
  return checks;
}
