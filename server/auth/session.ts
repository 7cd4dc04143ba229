import type { SessionUser } from "@domain/auth";
import { isLanguage } from "@domain/languages";
import { parseTier } from "@domain/plans";
import type { Role } from "@domain/roles";
import { SESSION_ABSOLUTE_SECONDS } from "@domain/site/cookies";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import type { Logger } from "../log";
import type { Auth } from "./auth";

export type { SessionUser };

export type ResolvedSession = { user: SessionUser | null; setCookies: string[] };

/**
 * However often a session is used (each day of use slides its 30-day expiry on), it ends this
 * long after the sign-in that made it: a stolen cookie does not live for ever.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = SESSION_ABSOLUTE_SECONDS * 1000;

/**
 * Reads the session cookie once per request: the user with their roles and plan, and the cookies
 * to send back when better-auth refreshed the session (it does once a day while in use).
 */
export async function resolveSession(
  auth: Auth,
  db: Database,
  headers: Headers,
  log?: Pick<Logger, "warn">,
): Promise<ResolvedSession> {
  if (!headers.get("cookie")?.includes("session_token")) return { user: null, setCookies: [] };
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers?.getSetCookie() ?? [];
  const session = result.response;
  // A session still waiting for the second factor signs no one in, whichever path made it.
  if (!session || (session.session as { awaitingSecondFactor?: boolean }).awaitingSecondFactor) {
    return { user: null, setCookies };
  }
  if (Date.now() - new Date(session.session.createdAt).getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
    await db.delete(schema.session).where(eq(schema.session.id, session.session.id));
    return { user: null, setCookies: [] };
  }
  // The profile's language is read apart: a profile that cannot be read (the Profile tab says
  // so) must not stop the session, only the language choice it carries.
  const [[extra], language] = await Promise.all([
    db
      .select({
        roles: sql<
          Role[]
        >`coalesce(array_agg(${schema.userRoles.role}) filter (where ${schema.userRoles.role} is not null), '{}')`,
        tier: schema.userSubscriptions.tier,
      })
      .from(schema.user)
      .leftJoin(schema.userRoles, eq(schema.userRoles.userId, schema.user.id))
      .leftJoin(schema.userSubscriptions, eq(schema.userSubscriptions.userId, schema.user.id))
      .where(eq(schema.user.id, session.user.id))
      .groupBy(schema.userSubscriptions.tier),
    db
      .select({ language: schema.profiles.language })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, session.user.id))
      .then(([row]) => row?.language)
      .catch((error: unknown) => {
        log?.warn({ err: error }, "the profile's language could not be read; signed in without it");
        return undefined;
      }),
  ]);
  const roles = extra?.roles ?? [];
  return {
    setCookies,
    user: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      image: session.user.image ?? null,
      twoFactorEnabled: Boolean((session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
      roles,
      isAdmin: roles.includes("admin") || roles.includes("super_admin"),
      isSuperAdmin: roles.includes("super_admin"),
      tier: parseTier(extra?.tier),
      ...(isLanguage(language) ? { language } : {}),
    },
  };
}
