import { createHash, randomBytes } from "node:crypto";
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_SHOWN,
  type ApiKey,
  type ApiScope,
  type CreateApiKeyInput,
} from "@domain/api-keys";
import { apiLimitsFor } from "@domain/plans";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { inStartTransaction } from "../jobs";

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/** Hex SHA-256 of a key: what is stored and looked up (the key itself never is). */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** A new key: the prefix and 240 random bits (40 base64url characters). */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(30).toString("base64url");
}

function shown(row: typeof schema.apiKeys.$inferSelect): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The user's keys, newest first (never the keys themselves). */
export async function listApiKeys(user: Pick<SessionUser, "id">): Promise<ApiKey[]> {
  const rows = await database()
    .select()
    .from(schema.apiKeys)
    .where(eq(schema.apiKeys.userId, user.id))
    .orderBy(desc(schema.apiKeys.createdAt));
  return rows.map(shown);
}

/**
 * The Profile screen's keys section: the user's keys and their plan's API limits (working keys,
 * requests a minute per key).
 */
export async function apiKeysOf(
  user: Owner,
): Promise<{ keys: ApiKey[]; limits: { keys: number; requestsPerMinute: number } }> {
  const { keys, requestsPerMinute } = apiLimitsFor(user);
  return { keys: await listApiKeys(user), limits: { keys, requestsPerMinute } };
}

/**
 * Makes a key for the user: refused with KEY_LIMIT past the plan's number of keys that still work
 * (counted under a per-user lock, so concurrent creations cannot pass it together). Returns the
 * key, the only time it is ever readable, and its listing.
 */
export async function createApiKey(
  user: Owner,
  input: CreateApiKeyInput,
  now = new Date(),
): Promise<{ key: string; apiKey: ApiKey }> {
  const limit = apiLimitsFor(user).keys;
  return inStartTransaction(`api-keys:${user.id}`, async (tx) => {
    const [row] = await tx
      .select({ total: count() })
      .from(schema.apiKeys)
      .where(
        and(
          eq(schema.apiKeys.userId, user.id),
          isNull(schema.apiKeys.revokedAt),
          sql`(${schema.apiKeys.expiresAt} is null or ${schema.apiKeys.expiresAt} > ${now})`,
        ),
      );
    if ((row?.total ?? 0) >= limit)
      throw new Conflict("KEY_LIMIT", API_KEY_MESSAGES.limit, { params: { count: limit } });
    const key = newApiKey();
    const expiresAt = input.expiresInDays
      ? new Date(now.getTime() + input.expiresInDays * 86_400_000)
      : null;
    const [created] = await tx
      .insert(schema.apiKeys)
      .values({
        userId: user.id,
        name: input.name,
        prefix: key.slice(0, API_KEY_SHOWN),
        hash: hashApiKey(key),
        scopes: input.scopes as ApiScope[],
        expiresAt,
      })
      .returning();
    if (!created) throw new Error("api key not created");
    return { key, apiKey: shown(created) };
  });
}

const isKeyId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Revokes one of the user's keys at once (the next request with it is refused). */
export async function revokeApiKey(user: Pick<SessionUser, "id">, id: string): Promise<ApiKey> {
  if (!isKeyId(id)) throw new NotFound(API_KEY_MESSAGES.notFound);
  const [row] = await database()
    .update(schema.apiKeys)
    .set({ revokedAt: sql`coalesce(${schema.apiKeys.revokedAt}, now())` })
    .where(and(eq(schema.apiKeys.id, id), eq(schema.apiKeys.userId, user.id)))
    .returning();
  if (!row) throw new NotFound(API_KEY_MESSAGES.notFound);
  return shown(row);
}
