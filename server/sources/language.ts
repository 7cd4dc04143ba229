import { DEFAULT_LANGUAGE, type Language } from "@domain/languages";
import { franc } from "franc-min";

/**
 * A source's language when the user gave none, by franc-min's trigram model limited to the nine
 * (the generator's own check, server/generation/language.ts, is the same model; sources do not
 * import the generator, which will read sources).
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
const KANA = /[\u3040-\u30ff]/g;

export function sourceLanguage(text: string, fallback: Language = DEFAULT_LANGUAGE): Language {
  const sample = text.slice(0, 20_000);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 20) return fallback;
  if ((sample.match(KANA)?.length ?? 0) / letters > 0.1) return "ja";
  return (
    BY_ISO_639_3[franc(sample, { only: Object.keys(BY_ISO_639_3), minLength: 20 })] ?? fallback
  );
}
