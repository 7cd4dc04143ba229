import { APP_NAME } from "@domain/app";
import { AUTH_COOKIE_PREFIX, SESSION_SECONDS } from "@domain/site/cookies";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config";
import type { Database } from "../db";
import { schema } from "../db";
import { type Logger, withoutCredentials } from "../log";
import { type LocalProvider, OAUTH_PROVIDER_ID } from "./local-provider";
import { onSessionCreated, onUserCreated, refuseUnverifiedEmail } from "./on-sign-in";
import { hashedRecoveryCodes } from "./recovery-codes";
import { markAwaitingSecondFactor, secondFactorChallenge } from "./second-factor";

const DAY = 24 * 60 * 60;

// Google's OpenID endpoints, written out so that starting needs no network (no discovery).
const GOOGLE = {
  authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
};

export type AuthOptions = {
  config: Config;
  db: Database;
  log: Logger;
  secret: string;
  /** Set when Google is not configured (never in production). */
  local: LocalProvider | null;
};

function oauthClient({ config, local }: AuthOptions) {
  if (local) {
    return {
      clientId: local.clientId,
      clientSecret: local.clientSecret,
      authorizationUrl: `${local.issuer}/auth`,
      tokenUrl: `${local.issuer}/token`,
      userInfoUrl: `${local.issuer}/me`,
      // Always show the local page, so that after signing out one can sign in as someone else.
      prompt: "login" as const,
    };
  }
  return {
    clientId: config.GOOGLE_CLIENT_ID ?? "",
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    ...GOOGLE,
  };
}

/**
 * The identity service: sessions in PostgreSQL, sign-in through one OpenID Connect client
 * (authorization code with PKCE and state) whose issuer is Google or the local provider, and
 * authenticator-app two-factor with recovery codes.
 */
export function createAuth(options: AuthOptions) {
  const { config, db, log } = options;
  return betterAuth({
    appName: APP_NAME,
    baseURL: config.APP_URL,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [config.APP_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: DAY,
      additionalFields: {
        awaitingSecondFactor: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
    },
    // A sign-in whose address matches an existing user is linked to that user only when the
    // provider verified the address (and the user's own address is verified): no provider is
    // "trusted" to skip that check, Google's unverified addresses included. The local provider
    // needs no trust either: it states the address verified unless asked to test the opposite.
    account: {
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      cookiePrefix: AUTH_COOKIE_PREFIX,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/*": { window: 60, max: 10 },
        "/two-factor/*": { window: 60, max: 10 },
        "/callback/*": { window: 60, max: 20 },
      },
    },
    logger: {
      level: "warn",
      log: (level, message, ...args) =>
        log[level]({ args: withoutCredentials(args) }, `auth: ${message}`),
    },
    databaseHooks: {
      user: {
        create: {
          // A first sign-in needs a verified address too (issue 24): it would otherwise take
          // an address, an ADMIN_EMAILS one say, that its owner never proved.
          before: async (user) => refuseUnverifiedEmail(log, user),
          after: (user) => onUserCreated(db, user),
        },
      },
      session: {
        create: {
          before: markAwaitingSecondFactor(db),
          after: (session) => onSessionCreated(db, config, session, log),
        },
      },
    },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: OAUTH_PROVIDER_ID,
            ...oauthClient(options),
            scopes: ["openid", "email", "profile"],
            pkce: true,
            authentication: "basic",
          },
        ],
      }),
      twoFactor({
        issuer: APP_NAME,
        allowPasswordless: true,
        backupCodeOptions: { storeBackupCodes: hashedRecoveryCodes(options.secret) },
      }),
      secondFactorChallenge(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
