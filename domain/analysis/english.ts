/**
 * English word lists and the syllable estimator. Checks that need these run for English only; for
 * other languages they are skipped and nothing is said about them. The longer lists live in
 * english-function-words.ts, english-transitions.ts and english-passive.ts.
 */
import { wordList } from "./word-list";

/** Words that make a heading a question even without a question mark. */
export const QUESTION_STARTERS: ReadonlySet<string> = new Set(
  wordList(`
  how, what, why, when, where, which, who, can, should, does, do, is, are
`),
);

/**
 * Sentence openers that say little on their own (articles, demonstratives, numerals); when a
 * sentence starts with one, the first two words are compared, as Yoast's sentence beginnings
 * assessment does for English.
 */
export const WEAK_FIRST_WORDS: ReadonlySet<string> = new Set(
  wordList(`
  a, an, the, this, that, these, those, one, two, three, four, five, six, seven, eight,
  nine, ten
`),
);

/** Attribution markers for statistics (our own AI-search rule). */
export const ATTRIBUTION =
  /\b(according to|sources?|sourced|reported|reports|survey(s|ed)?|stud(y|ies)|data from|research(ers)? (shows?|found|finds)|cited)\b/i;

/** A word as it is matched: lower case, surrounding punctuation removed. */
export function bareWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/**
 * Estimated syllables of an English word: vowel groups, less a silent final "e", "-es" or "-ed"
 * (as in "make", "makes", "jumped"), at least one.
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  let count = (w.match(/[aeiouy]+/g) ?? []).length;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  else if (/[^aeiouy]es$/.test(w) && !/([sxz]|[cs]h|[cg])es$/.test(w)) count--;
  return Math.max(1, count);
}
