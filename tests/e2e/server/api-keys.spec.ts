// API keys made and revoked through the screens' API (issue 30, ADR 0030), and the public API's
// rate limit per key. What the gate refuses (no key, unknown, revoked, expired, a cookie) is
// tests/e2e/server/api-key-gate.spec.ts; this file is about what changes between requests.
import { apiErrorSchema } from "@domain/api/errors";
import { API_KEY_MESSAGES } from "@domain/api-keys";
import { API_LIMITS } from "@domain/plans";
import { type Database, schema } from "@server/db";
import { eq } from "drizzle-orm";
import { bearer, insertApiKey } from "../../support/api-key";
import { expect, test } from "../../support/fixtures";

/** A finished generation of the user's: something a `read` key may GET. */
async function insertGeneration(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .insert(schema.generations)
    .values({
      userId,
      contentType: "blog",
      input: { contentType: "blog", title: "A title", topic: "A topic", language: "en" },
      status: "succeeded",
      credit: "1",
      monthYear: new Date().toISOString().slice(0, 7),
    })
    .returning({ id: schema.generations.id });
  if (!row) throw new Error("no generation");
  return row.id;
}

const newContext = (playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"]) =>
  playwright.request.newContext({ baseURL: test.info().project.use.baseURL });

test.describe("API keys between requests", () => {
  test("a key made in Profile works at once; its revoke and its expiry apply on the very next request", async ({
    page,
    playwright,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    const generation = await insertGeneration(db, user.id);
    const api = await newContext(playwright);
    const read = (key: string) =>
      api.get(`/api/v1/generations/${generation}`, { headers: bearer(key) });

    const made = await page.request.post("/api/keys", {
      data: { name: "Script", scopes: ["read"], expiresInDays: 7 },
    });
    expect(made.status()).toBe(201);
    const { key, apiKey } = await made.json();
    expect((await read(key)).status()).toBe(200);
    // The list shows the key's use, never the key.
    const listed = await (await page.request.get("/api/keys")).json();
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.keys[0]).toMatchObject({ id: apiKey.id, prefix: key.slice(0, 12) });
    expect(listed.keys[0].lastUsedAt).not.toBeNull();

    const revoked = await page.request.delete(`/api/keys/${apiKey.id}`);
    expect(revoked.status()).toBe(200);
    expect((await revoked.json()).apiKey.revokedAt).not.toBeNull();
    const refused = await read(key);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toMatchObject({
      code: "UNAUTHENTICATED",
      message: API_KEY_MESSAGES.revoked,
    });

    // A key in use whose time runs out: the next request is refused.
    const lapsing = await insertApiKey(db, user.id, { scopes: ["read"] });
    expect((await read(lapsing.key)).status()).toBe(200);
    await db
      .update(schema.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(schema.apiKeys.id, lapsing.id));
    const expired = await read(lapsing.key);
    expect(expired.status()).toBe(401);
    expect((await expired.json()).error.message).toBe(API_KEY_MESSAGES.expired);
    await api.dispose();
  });

  test("another user's key cannot be revoked (404) and keeps working", async ({
    page,
    playwright,
    signIn,
    db,
  }) => {
    const stranger = await signIn();
    const theirs = await insertApiKey(db, stranger.id, { scopes: ["read"] });
    const generation = await insertGeneration(db, stranger.id);
    await signIn(); // the page's cookie is now another user's
    const answer = await page.request.delete(`/api/keys/${theirs.id}`);
    expect(answer.status()).toBe(404);
    expect((await answer.json()).error.message).toBe(API_KEY_MESSAGES.notFound);
    const api = await newContext(playwright);
    const still = await api.get(`/api/v1/generations/${generation}`, {
      headers: bearer(theirs.key),
    });
    expect(still.status()).toBe(200);
    await api.dispose();
  });

  test("the plan's requests a minute hold exactly under concurrency, per key", async ({
    playwright,
    signIn,
    db,
  }) => {
    const limit = API_LIMITS.free.requestsPerMinute;
    const user = await signIn();
    const generation = await insertGeneration(db, user.id);
    const first = await insertApiKey(db, user.id, { scopes: ["read"] });
    const second = await insertApiKey(db, user.id, { scopes: ["read"] });
    const api = await newContext(playwright);
    const read = (key: string) =>
      api.get(`/api/v1/generations/${generation}`, { headers: bearer(key) });

    const total = limit + 15;
    const answers = await Promise.all(Array.from({ length: total }, () => read(first.key)));
    const passed = answers.filter((a) => a.status() === 200);
    const limited = answers.filter((a) => a.status() === 429);
    expect(passed).toHaveLength(limit);
    expect(limited).toHaveLength(total - limit);

    for (const answer of answers) {
      const headers = answer.headers();
      expect(headers["x-ratelimit-limit"]).toBe(String(limit));
      const reset = Number(headers["x-ratelimit-reset"]);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    // Each passing request took one of the minute's requests: 29, 28, ... 0 left.
    const remaining = passed.map((a) => Number(a.headers()["x-ratelimit-remaining"]));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: limit }, (_, i) => i));
    for (const answer of limited) {
      const headers = answer.headers();
      expect(headers["x-ratelimit-remaining"]).toBe("0");
      const retryAfter = Number(headers["retry-after"]);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const body = apiErrorSchema.parse(await answer.json());
      expect(body.error).toMatchObject({
        code: "RATE_LIMITED",
        message: API_KEY_MESSAGES.rateLimited,
        title: API_KEY_MESSAGES.rateLimitedTitle,
        params: { count: limit },
      });
    }

    // The same user's other key has a minute of its own.
    const other = await read(second.key);
    expect(other.status()).toBe(200);
    expect(other.headers()["x-ratelimit-remaining"]).toBe(String(limit - 1));
    // The first is still refused within its minute.
    expect((await read(first.key)).status()).toBe(429);
    await api.dispose();
  });
});
