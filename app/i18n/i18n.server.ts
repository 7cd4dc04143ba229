import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from "@domain/languages";
import { i18nContext, requestContext } from "@server/context";
import { parseCookie } from "cookie";
import { createInstance, type i18n as I18n } from "i18next";
import { LanguageDetector } from "i18next-http-middleware";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { i18nOptions } from "./options";
import { resources } from "./resources.server";
import { valueFormatter } from "./value-formatter";

const base = createInstance().use(valueFormatter);
await base.init({ ...i18nOptions, resources, initAsync: false });

// Server-side detection mirrors the browser's (ADR 0014): `?lang=` (the hreflang alternates of
// public pages), the cookie the browser mirrors its stored choice to, then the signed-in user's
// profile, then the browser's languages (Accept-Language), then English.
const ORDER = ["querystring", "cookie", "header"];
const CHOSEN = new Set(["querystring", "cookie"]);

// What the detector reads: the Fetch Request, and where the detector found the language (it
// records the source's name on the object it is given).
type Target = { request: Request; i18nextLookupName?: string };
const detectorOptions: Record<string, unknown> = {
  order: ORDER,
  lookupCookie: LANGUAGE_COOKIE,
  lookupQuerystring: "lang",
  caches: false,
  // Read headers from a Fetch Request; supported by the library, missing from its types.
  getHeaders: ({ request }: Target) => Object.fromEntries(request.headers),
  getQuery: ({ request }: Target) => Object.fromEntries(new URL(request.url).searchParams),
  getCookies: ({ request }: Target) => parseCookie(request.headers.get("cookie") ?? ""),
};
const detector = new LanguageDetector(base.services, detectorOptions, i18nOptions);

/**
 * The language to render a request in. A supported language the request names itself (`?lang=`,
 * the cookie) wins; then the signed-in user's saved choice; then the browser's languages; then
 * English. Unsupported or hostile values count as not named.
 */
export function detectLanguage(request: Request, profileLanguage?: Language): Language {
  const target: Target = { request };
  // The library's types say void; at run time detect() returns the best supported match.
  const detected: unknown = detector.detect(target as never, {} as never, ORDER);
  const code = typeof detected === "string" ? detected : "";
  const language = base.services.languageUtils.getLanguagePartFromCode(code);
  const source = target.i18nextLookupName;
  if (source && CHOSEN.has(source) && isLanguage(language)) return language;
  if (profileLanguage) return profileLanguage;
  return source && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** An i18next instance in the request's language (see `detectLanguage`), set on its context. */
function setUpLanguage(request: Request, context: Readonly<RouterContextProvider>): I18n {
  const user = context.get(requestContext).user;
  const lng = detectLanguage(request, user?.language);
  const instance = base.cloneInstance({ lng, initAsync: false });
  context.set(i18nContext, instance);
  return instance;
}

/** Root middleware: gives the request an i18next instance in the detected language. */
export const i18nMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  setUpLanguage(request, context);
};

/**
 * The request's i18next instance, for the document renderer: the root middleware's, or, when
 * React Router answered without running any middleware (a method no route serves, a path no
 * route matches: remix-run/react-router#14168), one set up here the same way, so that the error
 * page renders in the request's language instead of failing.
 */
export function requestI18n(request: Request, context: Readonly<RouterContextProvider>): I18n {
  try {
    return context.get(i18nContext);
  } catch {
    // Not an error: React Router skips middleware for these answers by design.
    context
      .get(requestContext)
      .log.debug({ method: request.method }, "language set up without the root middleware");
    return setUpLanguage(request, context);
  }
}
