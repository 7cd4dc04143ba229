/**
 * Reading-ease formulas of the Flesch family, for the languages Yoast has one for: Flesch for
 * English, Fernández Huerta for Spanish, Kandel and Moles for French, Amstad for German and
 * Martins's adaptation for Portuguese. Hindi, Chinese, Arabic and Japanese have none here (nor in
 * Yoast): their report says the check is not available rather than giving an English score.
 * The syllable estimators are ours: vowel groups, with each language's main exceptions.
 */
import { countSyllables } from "./english";
import type { AnalysisLanguage } from "./report";

export type ReadingEaseLanguage = "en" | "es" | "fr" | "de" | "pt";

/** The formula's name, shown in the check (a proper name: the same in every language). */
export const FORMULA_NAMES: Record<ReadingEaseLanguage, string> = {
  en: "Flesch",
  es: "Fernández Huerta",
  fr: "Kandel-Moles",
  de: "Amstad",
  pt: "Flesch (Martins)",
};

/** Spanish and Portuguese: two strong vowels side by side are two syllables (hiatus, "le-er"). */
const IBERIAN_STRONG = /[aeoáéóíúâêôà]/;
const IBERIAN_VOWEL = /[aeiouáéíóúâêôãõàü]/;

function iberianSyllables(word: string): number {
  // The "u" of que/qui/gue/gui is silent.
  const w = word.toLowerCase().replace(/([qg])u([eiéí])/g, "$1$2");
  let count = 0;
  let previous = "";
  for (const letter of w) {
    if (IBERIAN_VOWEL.test(letter)) {
      const hiatus = IBERIAN_STRONG.test(previous) && IBERIAN_STRONG.test(letter);
      if (!IBERIAN_VOWEL.test(previous) || hiatus) count++;
    }
    previous = letter;
  }
  return Math.max(1, count);
}

function frenchSyllables(word: string): number {
  let w = word.toLowerCase().replace(/^[a-z]['’]/, "");
  // A final mute "e" or "es" after a consonant is not pronounced ("table", "tables").
  if (w.length > 3) w = w.replace(/([^aeiouyàâäéèêëîïôöùûüÿœæ])es?$/, "$1");
  const groups = w.match(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

function germanSyllables(word: string): number {
  // Diphthongs and long vowels (ei, ie, au, eu, äu, aa, ee) are one vowel group each.
  return Math.max(1, word.toLowerCase().match(/[aeiouyäöü]+/g)?.length ?? 0);
}

const SYLLABLES: Record<ReadingEaseLanguage, (word: string) => number> = {
  en: countSyllables,
  es: iberianSyllables,
  fr: frenchSyllables,
  de: germanSyllables,
  pt: iberianSyllables,
};

/** The formulas as Yoast writes them, from words, sentences and syllables. */
const FORMULAS: Record<ReadingEaseLanguage, (w: number, s: number, syl: number) => number> = {
  en: (w, s, syl) => 206.835 - 1.015 * (w / s) - 84.6 * (syl / w),
  es: (w, s, syl) => 206.84 - 1.02 * (w / s) - 0.6 * ((syl / w) * 100),
  fr: (w, s, syl) => 207 - 1.015 * (w / s) - 73.6 * (syl / w),
  de: (w, s, syl) => 180 - w / s - 58.5 * (syl / w),
  pt: (w, s, syl) => 248.835 - 1.015 * (w / s) - 84.6 * (syl / w),
};

export function hasReadingEase(language: AnalysisLanguage): language is ReadingEaseLanguage {
  return language in FORMULAS;
}

/**
 * The language's reading ease of a text's words and sentence count, kept within 0-100 and rounded
 * to one decimal; null when there is nothing to measure. Numbers are not words here, as in Yoast.
 */
export function readingEase(
  language: ReadingEaseLanguage,
  allWords: readonly string[],
  sentences: number,
): number | null {
  const words = allWords.filter((w) => !/^\P{L}*\d\P{L}*$/u.test(w));
  if (words.length === 0 || sentences === 0) return null;
  const syllables = words.reduce((sum, w) => sum + SYLLABLES[language](w), 0);
  const score = FORMULAS[language](words.length, sentences, syllables);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}
