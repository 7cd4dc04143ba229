import { z } from "zod";
import type { Language } from "./languages";
import type { Tier } from "./plans";
import type { Role } from "./roles";

/**
 * Who is signed in, as every loader and action sees it (server/auth resolves it once per
 * request). A plain shape, so the request context can name it without importing server/auth.
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  twoFactorEnabled: boolean;
  roles: Role[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** The plan, free until billing says otherwise. */
  tier: Tier;
  /** The interface language saved in the profile, if the user ever chose one. */
  language?: Language;
};

/** The local provider's sign-in form. Messages are i18n keys of the `auth` namespace. */
export const localSignInSchema = z.object({
  email: z
    .string({ error: "validation.email" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "validation.email" }).max(254)),
  name: z
    .string({ error: "validation.name" })
    .trim()
    .min(1, { error: "validation.name" })
    .max(80, { error: "validation.name" }),
  /**
   * Sign in as if the provider had not verified the address (`email_verified: false`), as Google
   * states for some addresses: such a sign-in is refused (issue 24). Unticked: verified.
   */
  unverified: z.boolean().optional(),
});

/**
 * The sign-in page's one button: where to go once signed in. Anything but one text (missing,
 * repeated) reads as not given; `safeRedirect` then decides where that is.
 */
export const signInStartSchema = z.object({ redirectTo: z.string().optional().catch(undefined) });

/** A second-factor code: six digits from the app, or a recovery code. */
export const twoFactorCodeSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("totp"),
    code: z
      .string({ error: "validation.code" })
      .trim()
      .regex(/^\d{6}$/, { error: "validation.code" }),
  }),
  z.object({
    method: z.literal("recovery"),
    code: z
      .string({ error: "validation.recoveryCode" })
      .trim()
      .min(4, { error: "validation.recoveryCode" })
      .max(64, { error: "validation.recoveryCode" }),
  }),
]);

/**
 * How a code typed where either is accepted (turning the authenticator off) is tried: six digits
 * are a code from the app, anything else a recovery code. Both the screen and the action ask it.
 */
export function proofMethod(code: unknown): "totp" | "recovery" {
  return typeof code === "string" && /^\d{6}$/.test(code.trim()) ? "totp" : "recovery";
}

/**
 * The sign-in page's message for an error code in its URL (set by better-auth or the issuer on
 * the way back): a locale key of the `auth` namespace. Codes it does not know get the general
 * message: text from the URL is never shown, so a link cannot put words on the page.
 */
export function signInErrorKey(code: string | null): string | null {
  if (code === null || code === "") return null;
  switch (code) {
    case "access_denied":
      return "signIn.errors.denied";
    case "sign_in_unavailable":
      return "signIn.errors.unavailable";
    case "email_not_verified":
      return "signIn.errors.emailNotVerified";
    case "account_not_linked":
    case "unable_to_link_account":
      return "signIn.errors.notLinked";
    case "state_mismatch":
    case "state_not_found":
    case "invalid_state":
    case "please_restart_the_process":
      return "signIn.errors.restart";
    default:
      return "signIn.failedDefault";
  }
}
