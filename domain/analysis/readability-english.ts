import { countSyllables, fleschReadingEase } from "./english";
import { isPassive } from "./english-passive";
import { hasTransitionWord } from "./english-transitions";
import { type AnalysisInput, atLeast, atMost, type Check, rated, round1 } from "./report";
import type { ParsedContent } from "./text-parts";

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

function share(parsed: ParsedContent, test: (s: ParsedContent["sentences"][number]) => boolean) {
  const total = parsed.sentences.length;
  return total === 0 ? 0 : round1((parsed.sentences.filter(test).length / total) * 100);
}

const FLESCH = new WeakMap<ParsedContent, number | null>();

/**
 * Flesch reading ease of the readable text (headings included; code and quotations left out, as
 * Yoast's readability rule says); numbers are not words here, as in Yoast. English only: no formula
 * is invented for other languages.
 */
export function fleschOf(parsed: ParsedContent, language: AnalysisInput["language"]) {
  if (language !== "en") return null;
  // The report's stats and the Flesch check both ask for it.
  const known = FLESCH.get(parsed);
  if (known !== undefined) return known;
  const words = parsed.sentences
    .flatMap((s) => s.words)
    .filter((w) => !/^\P{L}*\d\P{L}*$/u.test(w));
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  const score = fleschReadingEase(words.length, parsed.sentences.length, syllables);
  FLESCH.set(parsed, score);
  return score;
}

function passiveVoice(parsed: ParsedContent): Check {
  const value = share(parsed, (s) => isPassive(s.text));
  const found = `${value}% of the sentences are in the passive voice`;
  return rated(
    "passive-voice",
    atMost(value, PASSIVE_GOOD_MAX, PASSIVE_OK_MAX),
    {
      good: `${found}, within the recommended ${PASSIVE_GOOD_MAX}%.`,
      ok: `${found}, more than the recommended ${PASSIVE_GOOD_MAX}%. Use the active voice more.`,
      problem: `${found}, far more than the recommended ${PASSIVE_GOOD_MAX}%. Rewrite some in the active voice.`,
    },
    value,
  );
}

function transitionWords(parsed: ParsedContent): Check {
  const value = share(parsed, (s) => hasTransitionWord(s.tokens));
  const found = `${value}% of the sentences contain a transition word`;
  const short = parsed.words < TRANSITION_MIN_TEXT_WORDS;
  const examples = `words such as "however", "for example" or "as a result"`;
  return rated(
    "transition-words",
    short ? "good" : atLeast(value, TRANSITION_GOOD_MIN, TRANSITION_OK_MIN),
    {
      good: short
        ? `The text is short enough not to need many transition words (${found}).`
        : `${found}. Well done.`,
      ok: `Only ${found}. Aim for ${TRANSITION_GOOD_MIN}% with ${examples}.`,
      problem: `Only ${found}, which is not enough. Link your sentences with ${examples}.`,
    },
    value,
  );
}

function fleschReading(parsed: ParsedContent): Check | null {
  const value = fleschOf(parsed, "en");
  if (value === null) return null;
  const advice = "Use shorter sentences and simpler words.";
  // Unlike Yoast's Flesch research, which reads code blocks as sentences (see ADR 0006).
  const prose = " (code and quotations are not counted)";
  return rated(
    "flesch-reading-ease",
    atLeast(value, FLESCH_GOOD_MIN, FLESCH_OK_MIN),
    {
      good: `The Flesch reading ease score is ${value}${prose}, which is easy enough to read.`,
      ok: `The Flesch reading ease score is ${value}${prose}: fairly difficult to read. ${advice}`,
      problem: `The Flesch reading ease score is ${value}${prose}: difficult to read. ${advice}`,
    },
    value,
  );
}

/** Checks that need English word lists or the English Flesch formula. */
export function englishReadabilityChecks(parsed: ParsedContent): Check[] {
  if (parsed.sentences.length === 0) return [];
  const flesch = fleschReading(parsed);
  return [passiveVoice(parsed), transitionWords(parsed), ...(flesch ? [flesch] : [])];
}
