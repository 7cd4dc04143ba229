/** The interface languages (decisions: "Languages"). English is the default and the fallback. */
export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "de", name: "Deutsch", dir: "ltr" },
  { code: "hi", name: "हिन्दी", dir: "ltr" },
  { code: "zh", name: "中文", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "ja", name: "日本語", dir: "ltr" },
  { code: "pt", name: "Português", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export type TextDirection = "ltr" | "rtl";

export const DEFAULT_LANGUAGE: Language = "en";
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);

/** The cookie that mirrors the browser's choice so the server renders the same language. */
export const LANGUAGE_COOKIE = "lng";
/** The local-storage key the browser keeps the choice under (spec section 1). */
export const LANGUAGE_STORAGE_KEY = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(language: string): TextDirection {
  return LANGUAGES.find((l) => l.code === language)?.dir ?? "ltr";
}

/** The language's English name, for a model's instructions ("Write in Japanese only"). */
const ENGLISH_NAMES: Record<Language, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
  hi: "Hindi",
  zh: "Simplified Chinese",
  ar: "Arabic",
  ja: "Japanese",
  pt: "Portuguese",
};

export function englishName(code: string): string {
  return ENGLISH_NAMES[code as Language] ?? "English";
}
