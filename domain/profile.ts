import { z } from "zod";

export const USERNAME_PATTERN = /^[a-zA-Z0-9_.-]{3,30}$/;

/** Optional text: trimmed; empty means "not given" and is stored as null (spec section 5). */
const optional = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().max(max, { error: message }).optional(),
  );

/** The profile form (spec sections 3 and 5). Messages are i18n keys of the `account` namespace. */
export const profileSchema = z.object({
  firstName: optional(80, "profile.errors.tooLong"),
  secondName: optional(80, "profile.errors.tooLong"),
  username: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().regex(USERNAME_PATTERN, { error: "profile.errors.username" }).optional(),
  ),
  country: optional(80, "profile.errors.tooLong"),
  profession: optional(80, "profile.errors.tooLong"),
});

/** The message keys the profile save answers beyond the schema's (its screen reads them). */
export const PROFILE_REPLY = {
  usernameTaken: "account:profile.errors.usernameTaken",
  saveFailed: "account:profile.errors.saveFailed",
} as const;

export type ProfileInput = z.infer<typeof profileSchema>;
