import { createHash, generateKeyPairSync, hkdfSync } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import {
  LOCAL_SIGN_IN_INTERACTION_SECONDS,
  LOCAL_SIGN_IN_SESSION_SECONDS,
} from "@domain/site/cookies";
import Provider, { type Configuration, type JWK } from "oidc-provider";
import type { Database } from "../db";
import { postgresAdapter } from "./oidc-adapter";

/** The OAuth client the app registers with its own local provider. */
export const LOCAL_CLIENT_ID = "inkwell-local";
/** better-auth's provider id; the same for Google and the local provider (one code path). */
export const OAUTH_PROVIDER_ID = "google";
export const LOCAL_INTERACTION_PATH = "/auth/local";

/**
 * Who the local sign-in page says the visitor is. `emailVerified` is what the ID token states
 * (`email_verified`): true, as for an address typed on one's own laptop, unless the page's
 * "unverified" box asks for the claim an unverified Google address carries, to try that path.
 */
export type LocalIdentity = { email: string; name: string; emailVerified: boolean };

export type LocalProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The Node request handler to mount at /oidc. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** The interaction behind the cookie of this request, or null when there is none (expired). */
  interaction(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ uid: string; prompt: string } | null>;
  /** Signs the visitor in as this identity; returns where the browser goes next. */
  signIn(req: IncomingMessage, res: ServerResponse, identity: LocalIdentity): Promise<string>;
};

/** How long a name typed on the sign-in page is kept: as long as the provider's session. */
const IDENTITY_TTL_SECONDS = 3600;

/** The account id (OIDC `sub`) of a local identity: stable for an e-mail address. */
export function localSubject(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

/** The RSA key the provider signs ID tokens with, generated once into DATA_DIR. */
function signingKey(dataDir: string): JWK {
  const file = path.join(dataDir, "local-oidc-key.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as JWK;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: "jwk" }),
    kid: "local-1",
    use: "sig",
    alg: "RS256",
  } as JWK;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}

function derive(secret: string, purpose: string): string {
  return Buffer.from(hkdfSync("sha256", secret, "inkwell", purpose, 32)).toString("base64url");
}

/**
 * A real OpenID provider (`oidc-provider`) that ships with the app so that sign-in works on a
 * laptop with no accounts anywhere. Never used in production (the configuration refuses it). It
 * asks only for an e-mail address and a name, on the app's own page at /auth/local/:uid.
 */
export function createLocalProvider(options: {
  appUrl: string;
  dataDir: string;
  secret: string;
  /** Where the provider keeps its state (sessions, grants, codes), shared by every process. */
  db: Database;
}): LocalProvider {
  const issuer = `${options.appUrl}/oidc`;
  const clientSecret = derive(options.secret, "local-oidc-client");
  const Adapter = postgresAdapter(options.db);
  // Names given on the sign-in page, kept (with the rest of the provider's state) until the app
  // has read them from the ID token, whichever process answers the token request.
  const identities = new Adapter("LocalIdentity");

  const configuration: Configuration = {
    adapter: Adapter,
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${options.appUrl}/api/auth/callback/${OAUTH_PROVIDER_ID}`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_INTERACTION_PATH}/${interaction.uid}` },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    cookies: { keys: [derive(options.secret, "local-oidc-cookies")] },
    jwks: { keys: [signingKey(options.dataDir)] },
    ttl: {
      Interaction: LOCAL_SIGN_IN_INTERACTION_SECONDS,
      Session: LOCAL_SIGN_IN_SESSION_SECONDS,
      Grant: 3600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    async findAccount(_ctx, sub) {
      const identity = (await identities.find(sub)) as Partial<LocalIdentity> | undefined;
      if (!identity?.email) return undefined;
      const { email, name } = identity;
      // Kept before the "unverified" choice existed: those were stated verified.
      const emailVerified = identity.emailVerified !== false;
      return {
        accountId: sub,
        async claims() {
          return { sub, email, email_verified: emailVerified, name };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `Local sign-in failed: ${out.error_description ?? out.error}`;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;

  return {
    issuer,
    clientId: LOCAL_CLIENT_ID,
    clientSecret,
    handler: provider.callback(),
    async interaction(req, res) {
      try {
        const details = await provider.interactionDetails(req, res);
        return { uid: details.uid, prompt: details.prompt.name };
      } catch {
        return null;
      }
    },
    async signIn(req, res, identity) {
      // Read first so that an expired or foreign interaction fails before anything is written.
      await provider.interactionDetails(req, res);
      const accountId = localSubject(identity.email);
      await identities.upsert(
        accountId,
        { email: identity.email, name: identity.name, emailVerified: identity.emailVerified },
        IDENTITY_TTL_SECONDS,
      );
      // The app is this provider's only client and first-party: consent is implied.
      const grant = new provider.Grant({ accountId, clientId: LOCAL_CLIENT_ID });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      return provider.interactionResult(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    },
  };
}
