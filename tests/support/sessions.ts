import { randomBytes, randomUUID } from "node:crypto";
import type { Tier } from "@domain/plans";
import type { Role } from "@domain/roles";
import type { Database } from "@server/db";
import { schema } from "@server/db";
import { serializeSignedCookie } from "better-call";

export const SESSION_COOKIE = "inkwell.session_token";

export type CreatedUser = { id: string; email: string; name: string; token: string };

/**
 * Creates a user as a first sign-in would (identity, profile, plan, roles) and a session for
 * them, straight in the database: tests that are not about sign-in start signed in this way.
 */
export async function createUserWithSession(
  db: Database,
  options: {
    email?: string;
    name?: string;
    tier?: Tier;
    roles?: Role[];
    sessionAgeDays?: number;
  } = {},
): Promise<CreatedUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id}@example.test`;
  const name = options.name ?? "Test User";
  const token = randomBytes(24).toString("base64url");
  const age = (options.sessionAgeDays ?? 0) * 24 * 60 * 60 * 1000;
  const created = new Date(Date.now() - age);
  await db.transaction(async (tx) => {
    await tx.insert(schema.user).values({ id, email, name, emailVerified: true });
    await tx.insert(schema.profiles).values({ userId: id, email });
    if (options.tier && options.tier !== "free") {
      await tx.insert(schema.userSubscriptions).values({ userId: id, tier: options.tier });
    }
    for (const role of options.roles ?? [])
      await tx.insert(schema.userRoles).values({ userId: id, role });
    await tx.insert(schema.session).values({
      id: randomUUID(),
      token,
      userId: id,
      createdAt: created,
      updatedAt: created,
      expiresAt: new Date(created.getTime() + 30 * 24 * 60 * 60 * 1000),
    });
  });
  return { id, email, name, token };
}

/** The session cookie's value as the browser sends it (token and its HMAC, as better-auth signs). */
export async function signedSessionCookie(token: string, secret: string): Promise<string> {
  const header = await serializeSignedCookie(SESSION_COOKIE, token, secret);
  const value = header.slice(SESSION_COOKIE.length + 1).split(";")[0];
  if (!value) throw new Error("could not sign the session cookie");
  return value;
}
