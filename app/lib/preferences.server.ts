import { LANGUAGE_COOKIE, type Language } from "@domain/languages";
import { PREFERENCE_COOKIE_SECONDS, THEME_COOKIE } from "@domain/site/cookies";
import { parseCookie, stringifySetCookie } from "cookie";
import { isTheme, type Theme } from "./theme";

function cookies(request: Request) {
  return parseCookie(request.headers.get("Cookie") ?? "");
}

export function readTheme(request: Request): Theme {
  const value = cookies(request)[THEME_COOKIE];
  return isTheme(value) ? value : "system";
}

/** Cookies are Secure whenever the site is served over https (behind a proxy too). */
export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function themeCookie(theme: Theme, secure: boolean): string {
  return stringifySetCookie({
    secure,
    name: THEME_COOKIE,
    value: theme,
    path: "/",
    maxAge: PREFERENCE_COOKIE_SECONDS,
    sameSite: "lax",
  });
}

/** The same cookie the browser's language detector writes, for choices made without JavaScript. */
export function languageCookie(language: Language, secure: boolean): string {
  return stringifySetCookie({
    secure,
    name: LANGUAGE_COOKIE,
    value: language,
    path: "/",
    maxAge: PREFERENCE_COOKIE_SECONDS,
    sameSite: "lax",
  });
}
