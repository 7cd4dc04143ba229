import { FUNCTION_WORDS } from "./english-function-words";
import type { AnalysisLanguage } from "./report";
import { usesSpaces } from "./text-parts";
import { tokensOf } from "./word-list";

/**
 * Keyphrase matching as Yoast's per-word matching does it: the keyphrase's content words are
 * looked for one by one, as whole words in any case (as substrings for Chinese and Japanese).
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A case-insensitive pattern for the exact phrase; its words may be separated by any white space. */
export function phrasePattern(phrase: string, language: AnalysisLanguage): RegExp {
  const body = phrase.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  return usesSpaces(language)
    ? new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "iu")
    : new RegExp(body, "iu");
}

/** Words of a text or phrase as they are matched (for Chinese and Japanese, white-space runs). */
export function matchWords(text: string, language: AnalysisLanguage): string[] {
  return usesSpaces(language) ? tokensOf(text) : text.toLowerCase().split(/\s+/).filter(Boolean);
}

export function isFunctionWord(word: string, language: AnalysisLanguage): boolean {
  return language === "en" && FUNCTION_WORDS.has(word);
}

/**
 * The words of a keyphrase that carry its meaning, lower case; hyphenated words count as two. For
 * English the function words are left out unless nothing would be left; other languages have no
 * function-word list here, so every word counts.
 */
export function contentWords(phrase: string, language: AnalysisLanguage): string[] {
  const words = matchWords(phrase, language);
  const content = words.filter((w) => !isFunctionWord(w, language));
  return content.length > 0 ? content : words;
}

/** A text to look in, or a parsed sentence whose words are already split by `tokensOf`. */
export type Matchable = string | { text: string; tokens: readonly string[] };

/** For each word, how often it occurs in the text (as a substring without spaces). */
function countsOf(item: Matchable, words: readonly string[], language: AnalysisLanguage) {
  const text = typeof item === "string" ? item : item.text;
  if (!usesSpaces(language)) return words.map((w) => text.toLowerCase().split(w).length - 1);
  const tokens = typeof item === "string" ? tokensOf(item) : item.tokens;
  return words.map((w) => tokens.reduce((n, t) => (t === w ? n + 1 : n), 0));
}

/** Whether every word occurs somewhere in the text, in any order. */
export function containsAllWords(
  text: string,
  words: readonly string[],
  language: AnalysisLanguage,
): boolean {
  return words.length > 0 && countsOf(text, words, language).every((n) => n > 0);
}

/** Share (0-1) of the words that occur in the text. */
export function shareOfWords(text: string, words: readonly string[], language: AnalysisLanguage) {
  if (words.length === 0) return 0;
  return countsOf(text, words, language).filter((n) => n > 0).length / words.length;
}

/**
 * Keyphrase matches in a list of sentences: a sentence matches when it holds every word, and
 * counts as often as its rarest word occurs ("cat food for cats and cat owners" holds "cat food"
 * once, since "food" occurs once).
 */
export function countMatches(
  sentences: readonly Matchable[],
  words: readonly string[],
  language: AnalysisLanguage,
): number {
  if (words.length === 0) return 0;
  return sentences.reduce((sum, s) => sum + Math.min(...countsOf(s, words, language)), 0);
}

/** Lower case without accents, for comparing with a slug ("café" matches "cafe"). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
