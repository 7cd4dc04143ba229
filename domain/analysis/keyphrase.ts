import { FUNCTION_WORDS } from "./english";
import type { AnalysisLanguage } from "./report";
import { usesSpaces } from "./text-parts";

/** Keyphrase matching: case-insensitive, whole words (substrings for Chinese and Japanese). */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A global, case-insensitive pattern for a phrase; its words may be separated by any white space. */
export function phrasePattern(phrase: string, language: AnalysisLanguage): RegExp {
  const body = phrase.trim().split(/\s+/).map(escapeRegExp).join("\\s+");
  return usesSpaces(language)
    ? new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu")
    : new RegExp(body, "giu");
}

/** Times the phrase occurs in the text. */
export function countPhrase(text: string, phrase: string, language: AnalysisLanguage): number {
  if (phrase.trim() === "") return 0;
  return (text.match(phrasePattern(phrase, language)) ?? []).length;
}

export function containsPhrase(text: string, phrase: string, language: AnalysisLanguage): boolean {
  return countPhrase(text, phrase, language) > 0;
}

/**
 * The words of a keyphrase that carry its meaning, lower case. For English the function words are
 * left out (as Yoast's per-word matching does) unless nothing would be left.
 */
export function contentWords(phrase: string, language: AnalysisLanguage): string[] {
  const words = phrase
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w !== "");
  if (language !== "en") return words;
  const content = words.filter((w) => !FUNCTION_WORDS.has(w));
  return content.length > 0 ? content : words;
}

/** Whether every word occurs somewhere in the text, in any order. */
export function containsAllWords(
  text: string,
  words: readonly string[],
  language: AnalysisLanguage,
): boolean {
  return words.length > 0 && words.every((w) => containsPhrase(text, w, language));
}

/** Share (0-1) of the words that occur in the text. */
export function shareOfWords(text: string, words: readonly string[], language: AnalysisLanguage) {
  if (words.length === 0) return 0;
  return words.filter((w) => containsPhrase(text, w, language)).length / words.length;
}

/** Lower case without accents, for comparing with a slug ("café" matches "cafe"). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
