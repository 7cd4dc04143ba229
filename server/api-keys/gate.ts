import { V1_PREFIX } from "@domain/api/contract";
import { API_KEY_MESSAGES, type ApiScope } from "@domain/api-keys";
import type { SessionUser } from "@domain/auth";
import { isLanguage } from "@domain/languages";
import { apiLimitsFor, parseTier } from "@domain/plans";
import type { Role } from "@domain/roles";
import { routedPath } from "@domain/routed-path";
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db";
import { schema } from "../db";
import { errorAnswer, ScopeMissing, TooManyRequests, Unauthenticated } from "../errors";
import type { Logger } from "../log";
import { hashApiKey } from "./keys";

/** The paths a key authenticates (and a session cookie never does). */
export const MCP_PATH = "/mcp";
/** The public API's own document: read by anyone, no key needed. */
export const V1_DOCUMENT_PATH = `${V1_PREFIX}/openapi.json`;

/**
 * Whether a request (its original URL) is for the public API or the MCP server, judged on the
 * path as the router will match it (dot segments resolved, escapes decoded, any case).
 */
export function isKeyPath(originalUrl: string): boolean {
  const path = routedPath(originalUrl);
  return (
    path === V1_PREFIX ||
    path.startsWith(`${V1_PREFIX}/`) ||
    path === MCP_PATH ||
    path.startsWith(`${MCP_PATH}/`)
  );
}

type KeyRow = {
  keyId: string;
  scopes: ApiScope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  userId: string;
  email: string;
  name: string;
  image: string | null;
  twoFactorEnabled: boolean | null;
  roles: Role[];
  tier: string | null;
  language: string | null;
};

/** The key's row and its owner, in one query (null: no such key). */
async function findKey(db: Database, key: string): Promise<KeyRow | null> {
  const rows = await db.execute<KeyRow>(sql`
    select k.id as "keyId", k.scopes, k.expires_at as "expiresAt", k.revoked_at as "revokedAt",
           u.id as "userId", u.email, u.name, u.image, u.two_factor_enabled as "twoFactorEnabled",
           coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles,
           (select s.tier from user_subscriptions s where s.user_id = u.id) as tier,
           (select p.language from profiles p where p.user_id = u.id) as language
    from api_keys k join "user" u on u.id = k.user_id
    where k.hash = ${hashApiKey(key)}`);
  const row = rows.rows[0];
  if (!row) return null;
  return {
    ...row,
    expiresAt: row.expiresAt ? new Date(row.expiresAt) : null,
    revokedAt: row.revokedAt ? new Date(row.revokedAt) : null,
  };
}

function userOf(row: KeyRow): SessionUser {
  const roles = row.roles ?? [];
  return {
    id: row.userId,
    email: row.email,
    name: row.name,
    image: row.image,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    roles,
    isAdmin: roles.includes("admin") || roles.includes("super_admin"),
    isSuperAdmin: roles.includes("super_admin"),
    tier: parseTier(row.tier),
    ...(isLanguage(row.language) ? { language: row.language } : {}),
  };
}

/** The Bearer token of the Authorization header, if there is one. */
function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Requests per key and minute, counted in PostgreSQL (rate-limiter-flexible's upsert, one row per
 * key and window), so the limit is exact under concurrency and holds across processes. The
 * counter counts every request; the plan's number (domain/plans.ts API_LIMITS) is compared here,
 * so one counter serves every plan and a plan change applies at once.
 */
let limiter: RateLimiterPostgres | null = null;
function counter(db: Database): RateLimiterPostgres {
  limiter ??= new RateLimiterPostgres({
    storeClient: db.$client,
    storeType: "pool",
    tableName: "api_key_requests",
    tableCreated: true,
    keyPrefix: "key",
    points: Number.MAX_SAFE_INTEGER,
    duration: 60,
  });
  return limiter;
}

/** Sends the one error body (and its headers) from Express. */
function answer(res: Parameters<RequestHandler>[1], error: unknown, more?: Record<string, string>) {
  const { status, body, headers } = errorAnswer(error);
  for (const [name, value] of Object.entries({ ...headers, ...more })) res.setHeader(name, value);
  res.status(status).json(body);
}

/**
 * The public API's and the MCP server's authentication (issue 30, ADR 0030), before anything else
 * reads who is calling: on /api/v1/* (but its document) and /mcp, the caller is the owner of the
 * `Authorization: Bearer <key>` key, never a session cookie. A missing, unknown, revoked or
 * expired key is 401 (WWW-Authenticate: Bearer); past the plan's requests a minute, 429 with
 * Retry-After. Every answer carries X-RateLimit-Limit, -Remaining and -Reset. The key's last use
 * is written at most once a minute.
 */
export function apiKeyGate({ db, log }: { db: Database; log: Logger }): RequestHandler {
  return async (req, res, next) => {
    if (!isKeyPath(req.originalUrl) || routedPath(req.originalUrl) === V1_DOCUMENT_PATH)
      return next();
    res.locals.apiKey = null;
    res.locals.user = null;
    try {
      const key = bearerOf(req.get("authorization"));
      const unauthenticated = (message: string) =>
        answer(res, new Unauthenticated(message), { "WWW-Authenticate": 'Bearer realm="inkwell"' });
      if (!key) return unauthenticated(API_KEY_MESSAGES.missing);
      const row = await findKey(db, key);
      if (!row) return unauthenticated(API_KEY_MESSAGES.invalid);
      if (row.revokedAt) return unauthenticated(API_KEY_MESSAGES.revoked);
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
        return unauthenticated(API_KEY_MESSAGES.expired);
      const user = userOf(row);
      const limit = apiLimitsFor(user).requestsPerMinute;
      const counted = await counter(db)
        .consume(row.keyId)
        .catch((error: unknown) => {
          if (error instanceof RateLimiterRes) return error;
          throw error;
        });
      const reset = Math.max(1, Math.ceil(counted.msBeforeNext / 1000));
      res.setHeader("X-RateLimit-Limit", String(limit));
      res.setHeader("X-RateLimit-Remaining", String(Math.max(0, limit - counted.consumedPoints)));
      res.setHeader("X-RateLimit-Reset", String(reset));
      if (counted.consumedPoints > limit) {
        return answer(
          res,
          new TooManyRequests(API_KEY_MESSAGES.rateLimited, reset, {
            title: API_KEY_MESSAGES.rateLimitedTitle,
            params: { count: limit },
          }),
        );
      }
      await db
        .update(schema.apiKeys)
        .set({ lastUsedAt: sql`now()` })
        .where(
          sql`${schema.apiKeys.id} = ${row.keyId} and (${schema.apiKeys.lastUsedAt} is null or ${schema.apiKeys.lastUsedAt} < now() - interval '1 minute')`,
        );
      res.locals.user = user;
      res.locals.apiKey = { id: row.keyId, scopes: row.scopes };
      next();
    } catch (error) {
      log.error({ err: error }, "api key check failed");
      next(error);
    }
  };
}

/**
 * An operation Express serves itself at its /api/v1 address (a generation's event stream): the
 * gate made the key's owner the caller; the key must hold the operation's scope (403
 * SCOPE_MISSING, as `endpoint` answers for the route modules).
 */
export function requireKeyScope(scope: ApiScope): RequestHandler {
  return (_req, res, next) => {
    const key = res.locals.apiKey as { scopes: ApiScope[] } | null | undefined;
    if (!key?.scopes.includes(scope)) return answer(res, new ScopeMissing(scope));
    next();
  };
}
