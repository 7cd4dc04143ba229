import { detectLanguage } from "@domain/language-detection";
import { DEFAULT_LANGUAGE, type Language } from "@domain/languages";

/**
 * A source's language when the user gave none: the generator's own detection (franc-min's
 * trigram model limited to the nine languages) on the text's start, else the fallback.
 */
export function sourceLanguage(text: string, fallback: Language = DEFAULT_LANGUAGE): Language {
  return detectLanguage(text.slice(0, 20_000)) ?? fallback;
}
