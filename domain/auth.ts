import { z } from "zod";
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
});

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
