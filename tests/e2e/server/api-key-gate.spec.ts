// The public API's door (issue 30, ADR 0030): on /api/v1 the caller is an API key's owner, never
// a session cookie's, and a key never opens the screens' routes. Missing, unknown, revoked and
// expired keys are 401; a key without the operation's scope is 403 SCOPE_MISSING.
import { bearer, insertApiKey } from "../../support/api-key";
import { expect, test } from "../../support/fixtures";

const blog = { contentType: "blog", title: "Cold brew", topic: "coffee", language: "en" };

test.describe("API keys at the door", () => {
  test("refuse no key, an unknown, revoked or expired key, and a session cookie", async ({
    page,
    playwright,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const revoked = await insertApiKey(db, user.id, { revokedAt: new Date() });
    const expired = await insertApiKey(db, user.id, { expiresAt: new Date(Date.now() - 1000) });
    const cases: [Record<string, string>, string][] = [
      [{}, "developers:errors.keyMissing"],
      [bearer("ink_not-a-key"), "developers:errors.keyInvalid"],
      [bearer(revoked.key), "developers:errors.keyRevoked"],
      [bearer(expired.key), "developers:errors.keyExpired"],
    ];
    for (const [headers, message] of cases) {
      const answer = await api.post("/api/v1/generations", { data: blog, headers });
      expect(answer.status(), message).toBe(401);
      expect(answer.headers()["www-authenticate"]).toContain("Bearer");
      expect((await answer.json()).error).toMatchObject({ code: "UNAUTHENTICATED", message });
    }
    // The page's session cookie opens the screens' API, never the public one.
    const withCookie = await page.request.post("/api/v1/generations", { data: blog });
    expect(withCookie.status()).toBe(401);
    await api.dispose();
  });

  test("a key opens only the v1 operations its scopes allow, never the screens' routes", async ({
    playwright,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const reader = await insertApiKey(db, user.id, { scopes: ["read"] });
    const writer = await insertApiKey(db, user.id, { scopes: ["generate", "read"] });

    const refused = await api.post("/api/v1/generations", {
      data: blog,
      headers: bearer(reader.key),
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatchObject({
      code: "SCOPE_MISSING",
      params: { scope: "generate" },
    });

    const started = await api.post("/api/v1/generations", {
      data: blog,
      headers: bearer(writer.key),
    });
    expect(started.status()).toBe(202);
    expect(started.headers()["x-ratelimit-limit"]).toBeTruthy();
    const { id } = await started.json();
    const read = await api.get(`/api/v1/generations/${id}`, { headers: bearer(reader.key) });
    expect(read.status()).toBe(200);

    // The screens' address with a key and no cookie: nobody is signed in.
    const screens = await api.get(`/api/generations/${id}`, { headers: bearer(reader.key) });
    expect(screens.status()).toBe(401);
    await api.dispose();
  });
});
