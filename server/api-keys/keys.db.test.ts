import { API_KEY_MESSAGES, API_KEY_SHOWN, parseCreateApiKey } from "@domain/api-keys";
import { API_LIMITS } from "@domain/plans";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { AppError, NotFound } from "../errors";
import { apiKeysOf, createApiKey, hashApiKey, listApiKeys, revokeApiKey } from "./index";

const t = testDatabase();

function input(raw: Record<string, unknown>) {
  const parsed = parseCreateApiKey(raw);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
}

async function freeUser() {
  const row = await insertUser(t.db);
  return { id: row.id, tier: "free" as const, isAdmin: false };
}

const FREE_KEYS = API_LIMITS.free.keys;

describe("API keys", () => {
  it("keeps only the key's SHA-256 hash and its first characters, never its text", async () => {
    const user = await freeUser();
    const { key, apiKey } = await createApiKey(
      user,
      input({ name: " CI ", scopes: ["edit", "read"], expiresInDays: 30 }),
    );
    expect(key).toMatch(/^ink_[A-Za-z0-9_-]{40}$/);
    expect(apiKey).toMatchObject({
      name: "CI",
      prefix: key.slice(0, API_KEY_SHOWN),
      scopes: ["read", "edit"],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(apiKey.prefix).toHaveLength(12);
    const days = (Date.parse(apiKey.expiresAt ?? "") - Date.parse(apiKey.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const [row] = await t.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, apiKey.id));
    expect(row?.hash).toBe(hashApiKey(key));
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    // No column of any row holds the key, nor more of it than the 12 characters shown.
    const { rows } = await t.db.execute<{ text: string }>(
      sql`select t::text as text from api_keys t where t.user_id = ${user.id}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.text).not.toContain(key);
    expect(rows[0]?.text).not.toContain(key.slice(0, API_KEY_SHOWN + 1));
  });

  it("shows the key once: the list and the screen's answer never carry it", async () => {
    const user = await freeUser();
    const { key } = await createApiKey(user, input({ name: "Once", scopes: ["read"] }));
    const listed = await apiKeysOf(user);
    expect(listed.limits).toEqual({
      keys: API_LIMITS.free.keys,
      requestsPerMinute: API_LIMITS.free.requestsPerMinute,
    });
    expect(listed.keys).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(Object.keys(listed.keys[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "expiresAt",
        "id",
        "lastUsedAt",
        "name",
        "prefix",
        "revokedAt",
        "scopes",
      ].sort(),
    );
  });

  it("lets concurrent creations pass the plan's number of working keys by not one", async () => {
    const user = await freeUser();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        createApiKey(user, input({ name: `race ${i}`, scopes: ["read"] })),
      ),
    );
    const made = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(made).toHaveLength(FREE_KEYS);
    expect(refused).toHaveLength(8 - FREE_KEYS);
    for (const r of refused) {
      const error = (r as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "KEY_LIMIT", messageKey: API_KEY_MESSAGES.limit });
      expect((error as AppError).params).toEqual({ count: FREE_KEYS });
    }
    expect(await listApiKeys(user)).toHaveLength(FREE_KEYS);
  });

  it("does not count revoked or expired keys toward the limit (they stay listed)", async () => {
    const user = await freeUser();
    const first = await createApiKey(user, input({ name: "one", scopes: ["read"] }));
    const second = await createApiKey(user, input({ name: "two", scopes: ["read"] }));
    await expect(createApiKey(user, input({ name: "three", scopes: ["read"] }))).rejects.toThrow(
      expect.objectContaining({ code: "KEY_LIMIT" }),
    );
    await revokeApiKey(user, first.apiKey.id);
    await t.db
      .update(schema.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiKeys.id, second.apiKey.id));
    await createApiKey(user, input({ name: "three", scopes: ["read"] }));
    await createApiKey(user, input({ name: "four", scopes: ["read"] }));
    await expect(createApiKey(user, input({ name: "five", scopes: ["read"] }))).rejects.toThrow(
      expect.objectContaining({ code: "KEY_LIMIT" }),
    );
    const names = (await listApiKeys(user)).map((k) => k.name);
    expect(names.sort()).toEqual(["four", "one", "three", "two"]);
  });

  it("revokes only the owner's key: another user's id, or no key's, is 404", async () => {
    const owner = await freeUser();
    const other = await freeUser();
    const { apiKey } = await createApiKey(owner, input({ name: "mine", scopes: ["read"] }));
    for (const id of [apiKey.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const refused = revokeApiKey(other, id);
      await expect(refused).rejects.toBeInstanceOf(NotFound);
      await expect(refused).rejects.toMatchObject({ messageKey: API_KEY_MESSAGES.notFound });
    }
    const [row] = await t.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, apiKey.id));
    expect(row?.revokedAt).toBeNull();

    const revoked = await revokeApiKey(owner, apiKey.id);
    expect(revoked.revokedAt).not.toBeNull();
    // Revoking again keeps the first time.
    expect((await revokeApiKey(owner, apiKey.id)).revokedAt).toBe(revoked.revokedAt);
  });
});
