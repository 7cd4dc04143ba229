import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db";
import { schema } from "../db";
import type { Logger } from "../log";
import { grantRole } from "./roles";

/**
 * The error code a sign-in refused for an unverified e-mail address carries back to the sign-in
 * page (`/auth?error=...`, better-auth's own code for it), which names it in the user's language.
 */
export const EMAIL_NOT_VERIFIED = "email_not_verified";

/**
 * Before a first sign-in makes a user: only with an address the provider verified. Inkwell knows
 * people by their e-mail address (ADMIN_EMAILS, an account made before its first sign-in), so an
 * identity asserting an address its provider has not verified must not take that address.
 */
export function refuseUnverifiedEmail(log: Logger, user: { emailVerified?: boolean }): void {
  if (user.emailVerified === true) return;
  log.warn("sign-in refused: the provider has not verified the e-mail address");
  throw new APIError("FORBIDDEN", {
    code: EMAIL_NOT_VERIFIED,
    message: "The provider has not verified this e-mail address",
  });
}

/** First sign-in: the profile starts with the e-mail only (spec section 4, "Profile"). */
export async function onUserCreated(
  db: Database,
  user: { id: string; email: string },
): Promise<void> {
  await db
    .insert(schema.profiles)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing();
}

/**
 * Every sign-in: addresses listed in ADMIN_EMAILS hold the admin role, once verified (an account
 * whose address no provider verified, such as one made before this check, gets no role).
 */
export async function onSessionCreated(
  db: Database,
  config: Pick<Config, "ADMIN_EMAILS">,
  session: { userId: string },
  log?: Logger,
): Promise<void> {
  if (config.ADMIN_EMAILS.length === 0) return;
  const [found] = await db
    .select({ email: schema.user.email, emailVerified: schema.user.emailVerified })
    .from(schema.user)
    .where(eq(schema.user.id, session.userId));
  if (!found || !config.ADMIN_EMAILS.includes(found.email.toLowerCase())) return;
  if (!found.emailVerified) {
    log?.warn(
      { userId: session.userId },
      "an ADMIN_EMAILS address signed in unverified: no admin role granted",
    );
    return;
  }
  await grantRole(db, session.userId, "admin");
}
