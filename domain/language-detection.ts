import { francAll } from "franc-min";
import { isLanguage, type Language } from "./languages";

/**
 * Which of the nine languages a text is written in, by `franc-min`'s trigram model limited to
 * them. Used to catch a model that answered in another language than the one asked for, and to
 * tell a research source's language (server/sources).
 */
const BY_ISO_639_3: Record<string, Language> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  hin: "hi",
  cmn: "zh",
  arb: "ar",
  jpn: "ja",
  por: "pt",
};
const ONLY = Object.keys(BY_ISO_639_3);

/** Shorter texts give no reliable answer. */
const MIN_LETTERS = 20;

/** Japanese mixes kana with Chinese characters: a real share of kana decides it. */
const KANA = /[\u3040-\u30ff]/g;

/**
 * franc's scores of the nine languages for a text, best first (1 for the best, the others
 * relative to it); empty when the text is too short to tell.
 */
function scores(full: string): [Language, number][] {
  // Repeated sentences flatten trigram differences: each one is counted once.
  const text = [...new Set(full.split(/(?<=[.!?。！？।؟])\s*/))].join(" ");
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS) return [];
  if ((text.match(KANA)?.length ?? 0) / letters > 0.1) return [["ja", 1]];
  return francAll(text, { only: ONLY, minLength: MIN_LETTERS })
    .map(([code, score]): [string | undefined, number] => [BY_ISO_639_3[code], score])
    .filter((entry): entry is [Language, number] => isLanguage(entry[0]));
}

/** The text's language, or null when it is too short or none of the nine fits. */
export function detectLanguage(text: string): Language | null {
  return scores(text)[0]?.[0] ?? null;
}

/**
 * A language scoring this close to the best is too close to call: a text mostly in one language
 * with a few words of another stays in the first.
 */
const TOO_CLOSE = 0.98;

/**
 * Whether a text is in the language asked for; a text too short to tell, or one where that
 * language scores nearly as well as the best, is given the benefit of the doubt.
 */
export function writtenIn(text: string, language: string): boolean {
  const ranked = scores(text);
  if (ranked.length === 0) return true;
  const score = ranked.find(([code]) => code === language)?.[1] ?? 0;
  return score >= TOO_CLOSE;
}
