import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "@domain/languages";
import i18next from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { i18nOptions } from "./options";
import { valueFormatter } from "./value-formatter";

const ONE_YEAR_MINUTES = 60 * 24 * 365;
const CACHES = ["localStorage", "cookie"];

/**
 * The browser's i18next. It starts in the language the server rendered (so hydration matches),
 * then follows the choice stored in this browser (local storage, else its cookie mirror); with
 * none it keeps what the server chose (the profile's language or the browser's, ADR 0014), and
 * writes the result to both so the next page renders in it.
 */
export async function initClientI18n(): Promise<typeof i18next> {
  const rendered = document.documentElement.lang || i18nOptions.fallbackLng;
  await i18next
    .use(initReactI18next)
    .use(valueFormatter)
    .use(LanguageDetector)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`),
      ),
    )
    .init({
      ...i18nOptions,
      lng: rendered,
      detection: {
        order: ["localStorage", "cookie", "htmlTag", "navigator"],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupCookie: LANGUAGE_COOKIE,
        // Nothing is written while starting in the rendered language: that would overwrite the
        // stored choice before followBrowserLanguage reads it. It turns caching on.
        caches: [],
        cookieMinutes: ONE_YEAR_MINUTES,
        cookieOptions: { path: "/", sameSite: "lax" },
      },
    });
  return i18next;
}

/**
 * After hydration: switch to the browser's choice if it differs from what the server rendered,
 * and from now on remember every change (this one, the switcher's) in local storage and cookie.
 */
export function followBrowserLanguage(): void {
  const detector = i18next.services.languageDetector as
    | (typeof i18next.services.languageDetector & { options: { caches: string[] } })
    | undefined;
  const detected = detector?.detect();
  const wanted = i18next.services.languageUtils.getBestMatchFromCodes(
    (Array.isArray(detected) ? detected : [detected]).filter((c): c is string => Boolean(c)),
  );
  if (detector) detector.options.caches = CACHES;
  if (wanted && wanted !== i18next.language) void i18next.changeLanguage(wanted);
  else detector?.cacheUserLanguage?.(i18next.language);
}
