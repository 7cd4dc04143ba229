import { TWO_FACTOR_CHALLENGE_SECONDS } from "@domain/site/cookies";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";

const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_SECONDS = TWO_FACTOR_CHALLENGE_SECONDS;

/** The endpoints that create a session because a code was just checked. */
const CODE_CHECKS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/** Whether the user has a confirmed authenticator. */
async function hasFactor(db: Database, userId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: schema.twoFactor.id })
    .from(schema.twoFactor)
    .innerJoin(schema.user, eq(schema.user.id, schema.twoFactor.userId))
    .where(
      and(
        eq(schema.twoFactor.userId, userId),
        eq(schema.twoFactor.verified, true),
        eq(schema.user.twoFactorEnabled, true),
      ),
    );
  return found !== undefined;
}

/**
 * better-auth's session-creation hook: whatever path creates a session (an OAuth callback, a
 * sign-in method added later, anything but the code check itself), a user with an authenticator
 * gets one marked as awaiting the second factor. Such a session signs no one in (resolveSession
 * refuses it) and the plugin below turns it into the challenge.
 */
export function markAwaitingSecondFactor(db: Database) {
  return async (
    session: { userId: string } & Record<string, unknown>,
    context: { path?: string } | null,
  ) => {
    const awaiting = !CODE_CHECKS.has(context?.path ?? "") && (await hasFactor(db, session.userId));
    return { data: { ...session, awaitingSecondFactor: awaiting } };
  };
}

/**
 * After any endpoint that created a session awaiting the second factor: the session is deleted
 * and the browser goes to /auth/two-factor, where the two-factor plugin's verify endpoints (with
 * their attempt limits and lockout) complete the sign-in. better-auth's own plugin does this for
 * password sign-ins only, by path.
 */
export function secondFactorChallenge(): BetterAuthPlugin {
  return {
    id: "second-factor-challenge",
    hooks: {
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data?.session.awaitingSecondFactor) return;

            const returned = ctx.context.returned as { headers?: Headers } | undefined;
            const destination = returned?.headers?.get("location") ?? "/dashboard/create";
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(data.session.token);
            ctx.context.setNewSession(null);

            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: data.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: "0",
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, {
              maxAge: CHALLENGE_SECONDS,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            const path = new URL(destination, ctx.context.baseURL).pathname;
            throw ctx.redirect(`/auth/two-factor?redirectTo=${encodeURIComponent(path)}`);
          }),
        },
      ],
    },
  };
}
