/**
 * The readability checks that need a language's word lists or formula: passive voice, transition
 * words and reading ease. Each runs only where the language has what it needs; otherwise the
 * report names it as not available (`unavailableChecks`), never an English score on other text.
 */
import { isPassive } from "./english-passive";
import { hasTransitionWord } from "./english-transitions";
import { passiveTestOf } from "./passive-other";
import { FORMULA_NAMES, hasReadingEase, readingEase } from "./reading-ease";
import { type AnalysisLanguage, atLeast, atMost, type Check, rated, round1 } from "./report";
import type { ParsedContent, Sentence } from "./text-parts";
import { transitionTestOf } from "./transitions-other";

/** Yoast PassiveVoiceAssessment: recommended maximum, per cent of sentences. */
export const PASSIVE_GOOD_MAX = 10;
/** Yoast PassiveVoiceAssessment: acceptable maximum, per cent of sentences. */
export const PASSIVE_OK_MAX = 15;
/** Yoast TransitionWordsAssessment: per cent of sentences with a transition word for a good score. */
export const TRANSITION_GOOD_MIN = 30;
/** Yoast TransitionWordsAssessment: per cent for an ok score. */
export const TRANSITION_OK_MIN = 20;
/** Yoast TransitionWordsAssessment: transitionWordsNeededIfTextLongerThan; shorter texts pass. */
export const TRANSITION_MIN_TEXT_WORDS = 200;
/** Yoast FleschReadingEaseAssessment: the "okay" border; at or above it is good. */
export const FLESCH_GOOD_MIN = 60;
/** Yoast FleschReadingEaseAssessment: the "fairly difficult" border; at or above it is ok. */
export const FLESCH_OK_MIN = 50;

type SentenceTest = (s: Sentence) => boolean;

/** The language's passive-voice test of a sentence (null: the language has none). */
export function passiveTest(language: AnalysisLanguage): SentenceTest | null {
  if (language === "en") return (s) => isPassive(s.text);
  const test = passiveTestOf(language);
  return test && ((s) => test(s.tokens));
}

/** The language's transition-word test of a sentence (null: the language has none). */
export function transitionTest(language: AnalysisLanguage): SentenceTest | null {
  return language === "en" ? (s) => hasTransitionWord(s.tokens) : transitionTestOf(language);
}

/** The checks of this file a language has no word list or formula for. */
export function unavailableReadability(language: AnalysisLanguage): string[] {
  return [
    ...(hasReadingEase(language) ? [] : ["flesch-reading-ease"]),
    ...(passiveTest(language) ? [] : ["passive-voice"]),
    ...(transitionTest(language) ? [] : ["transition-words"]),
  ];
}

function share(parsed: ParsedContent, test: SentenceTest) {
  const total = parsed.sentences.length;
  return total === 0 ? 0 : round1((parsed.sentences.filter(test).length / total) * 100);
}

const READING_EASE = new WeakMap<ParsedContent, number | null>();

/**
 * The language's reading ease (./reading-ease.ts) of the readable text (headings included; code
 * and quotations left out, as Yoast's readability rule says); null without a formula.
 */
export function readingEaseOf(parsed: ParsedContent, language: AnalysisLanguage) {
  if (!hasReadingEase(language)) return null;
  // The report's stats and the check both ask for it.
  const known = READING_EASE.get(parsed);
  if (known !== undefined) return known;
  const words = parsed.sentences.flatMap((s) => s.words);
  const score = readingEase(language, words, parsed.sentences.length);
  READING_EASE.set(parsed, score);
  return score;
}

function passiveVoice(parsed: ParsedContent, test: SentenceTest): Check {
  const value = share(parsed, test);
  const status = atMost(value, PASSIVE_GOOD_MAX, PASSIVE_OK_MAX);
  return rated("passive-voice", status, { share: value, recommended: PASSIVE_GOOD_MAX }, value);
}

function transitionWords(parsed: ParsedContent, test: SentenceTest): Check {
  const value = share(parsed, test);
  const short = parsed.words < TRANSITION_MIN_TEXT_WORDS;
  const status = short ? "good" : atLeast(value, TRANSITION_GOOD_MIN, TRANSITION_OK_MIN);
  const params = { share: value, recommended: TRANSITION_GOOD_MIN };
  return rated("transition-words", status, params, value, short ? "short" : status);
}

function readingEaseCheck(parsed: ParsedContent, language: AnalysisLanguage): Check | null {
  const value = readingEaseOf(parsed, language);
  if (value === null || !hasReadingEase(language)) return null;
  // Unlike Yoast's Flesch research, code is not read as sentences (see ADR 0006).
  const status = atLeast(value, FLESCH_GOOD_MIN, FLESCH_OK_MIN);
  return rated(
    "flesch-reading-ease",
    status,
    { score: value, formula: FORMULA_NAMES[language] },
    value,
  );
}

/** Passive voice, transition words and reading ease, where the language has them. */
export function languageReadabilityChecks(language: AnalysisLanguage, parsed: ParsedContent) {
  if (parsed.sentences.length === 0) return [];
  const passive = passiveTest(language);
  const transition = transitionTest(language);
  return [
    passive && passiveVoice(parsed, passive),
    transition && transitionWords(parsed, transition),
    readingEaseCheck(parsed, language),
  ].filter((c): c is Check => Boolean(c));
}
