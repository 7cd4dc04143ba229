import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@domain/languages";
import { i18nContext } from "@server/context";
import { createInstance } from "i18next";
import { LanguageDetector } from "i18next-http-middleware";
import type { MiddlewareFunction } from "react-router";
import { i18nOptions } from "./options";
import { resources } from "./resources.server";
import { valueFormatter } from "./value-formatter";

const base = createInstance().use(valueFormatter);
await base.init({ ...i18nOptions, resources, initAsync: false });

// Server-side detection mirrors the browser's: `?lang=` (the hreflang alternates of public
// pages), the cookie the browser writes its choice to, then the browser's languages
// (Accept-Language), then English.
const ORDER = ["querystring", "cookie", "header"];
const detectorOptions: Record<string, unknown> = {
  order: ORDER,
  lookupCookie: LANGUAGE_COOKIE,
  lookupQuerystring: "lang",
  caches: false,
  // Read headers from a Fetch Request; supported by the library, missing from its types.
  getHeaders: (req: Request) => Object.fromEntries(req.headers),
  getQuery: (req: Request) => Object.fromEntries(new URL(req.url).searchParams),
};
const detector = new LanguageDetector(base.services, detectorOptions, i18nOptions);

export function detectLanguage(request: Request): Language {
  // The library's types say void; at run time detect() returns the best supported match.
  const detected: unknown = detector.detect(request as never, {} as never, ORDER);
  if (typeof detected !== "string") return DEFAULT_LANGUAGE;
  const language = base.services.languageUtils.getLanguagePartFromCode(detected);
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Root middleware: gives the request an i18next instance in the detected language. */
export const i18nMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const instance = base.cloneInstance({ lng: detectLanguage(request), initAsync: false });
  context.set(i18nContext, instance);
};
