import { LANGUAGE_COOKIE } from "../languages";

/**
 * Every cookie the app sets, with its purpose and lifetime: the one list the code that writes a
 * cookie takes its name and lifetime from, and that the cookie policy (/cookie-policy) renders.
 * A cookie set without a line here fails tests/e2e/pages/legal.spec.ts, which records the cookies
 * the browser really receives while it uses the product.
 */

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** better-auth's prefix for its cookies ("inkwell.session_token"; "__Secure-" before it over https). */
export const AUTH_COOKIE_PREFIX = "inkwell";
/** A session's sliding lifetime: each day of use moves its end this far ahead. */
export const SESSION_SECONDS = 30 * DAY;
/** However often a session is used, it ends this long after the sign-in that made it. */
export const SESSION_ABSOLUTE_SECONDS = 90 * DAY;
/** The second-factor challenge: the time between a sign-in and its authenticator code. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 10 * MINUTE;

export const THEME_COOKIE = "theme";
export const PREFERENCE_COOKIE_SECONDS = 365 * DAY;
export const TOAST_COOKIE = "toast";
export const TOAST_COOKIE_SECONDS = 60;
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_SECONDS = 7 * DAY;
/** The local sign-in page's provider: an unfinished sign-in, and its own short session. */
export const LOCAL_SIGN_IN_INTERACTION_SECONDS = 10 * MINUTE;
export const LOCAL_SIGN_IN_SESSION_SECONDS = 60 * MINUTE;

/** Strictly necessary (the service cannot work without it) or a preference the user made. */
export type CookieKind = "necessary" | "preference";

/** The keys of the cookies' purposes in legal.json (`cookies.<id>`). */
export type CookieTextId =
  | "session"
  | "state"
  | "twoFactor"
  | "toast"
  | "theme"
  | "language"
  | "sidebar"
  | "localSignIn";

export type SiteCookie = {
  /** The key of its purpose in legal.json (`cookies.<id>`). */
  id: CookieTextId;
  /** The name as the browser stores it (auth cookies: before the "__Secure-" prefix). */
  name: string;
  kind: CookieKind;
  /** Seconds. */
  lifetime: number;
  /** Set only by the built-in sign-in page of an installation without Google (never in production). */
  localSignInOnly?: true;
};

const auth = (name: string) => `${AUTH_COOKIE_PREFIX}.${name}`;

export const SITE_COOKIES: readonly SiteCookie[] = [
  { id: "session", name: auth("session_token"), kind: "necessary", lifetime: SESSION_SECONDS },
  // better-auth's sign-in state (stored in the database; the cookie binds it to this browser).
  { id: "state", name: auth("state"), kind: "necessary", lifetime: 5 * MINUTE },
  {
    id: "twoFactor",
    name: auth("two_factor"),
    kind: "necessary",
    lifetime: TWO_FACTOR_CHALLENGE_SECONDS,
  },
  { id: "toast", name: TOAST_COOKIE, kind: "necessary", lifetime: TOAST_COOKIE_SECONDS },
  { id: "theme", name: THEME_COOKIE, kind: "preference", lifetime: PREFERENCE_COOKIE_SECONDS },
  {
    id: "language",
    name: LANGUAGE_COOKIE,
    kind: "preference",
    lifetime: PREFERENCE_COOKIE_SECONDS,
  },
  { id: "sidebar", name: SIDEBAR_COOKIE, kind: "preference", lifetime: SIDEBAR_COOKIE_SECONDS },
  // oidc-provider's cookies of the local sign-in page (server/auth/local-provider.ts).
  ...["_interaction", "_interaction_resume", "_session"].map(
    (name): SiteCookie => ({
      id: "localSignIn",
      name,
      kind: "necessary",
      lifetime:
        name === "_session" ? LOCAL_SIGN_IN_SESSION_SECONDS : LOCAL_SIGN_IN_INTERACTION_SECONDS,
      localSignInOnly: true,
    }),
  ),
];

/** The documented cookie a stored name belongs to ("__Secure-" and oidc-provider's ".sig" aside). */
export function documentedCookie(stored: string): SiteCookie | undefined {
  const name = stored.replace(/^__Secure-/, "").replace(/\.sig$/, "");
  return SITE_COOKIES.find((cookie) => cookie.name === name);
}
