import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

const TWO_FACTOR_COOKIE = "two_factor";
const CHALLENGE_SECONDS = 600;

/**
 * better-auth's two-factor plugin challenges password sign-ins only. This plugin applies the same
 * challenge to OAuth sign-ins: when the signed-in user has a verified authenticator, the session
 * the callback just created is deleted and the browser goes to /auth/two-factor, where the
 * plugin's own verify-totp endpoint (with its attempt limits and lockout) completes the sign-in.
 */
export function oauthTwoFactor(): BetterAuthPlugin {
  return {
    id: "oauth-two-factor",
    hooks: {
      after: [
        {
          matcher: (context) => context.path?.startsWith("/callback/") === true,
          handler: createAuthMiddleware(async (ctx) => {
            const data = ctx.context.newSession;
            if (!data?.user.twoFactorEnabled) return;
            const factor = await ctx.context.adapter.findOne<{ verified?: boolean }>({
              model: "twoFactor",
              where: [{ field: "userId", value: data.user.id }],
            });
            if (!factor || factor.verified === false) return;

            const returned = ctx.context.returned as { headers?: Headers } | undefined;
            const destination = returned?.headers?.get("location") ?? "/dashboard";
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
