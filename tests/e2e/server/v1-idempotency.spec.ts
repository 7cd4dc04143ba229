// Idempotency-Key on the public API (issue 30, ADR 0030 "Idempotency"): twenty concurrent
// retries of one POST /api/v1/generations start one generation and take one credit; every retry
// gets the first answer. The same key with another request is 409; a key over 255 characters is
// 400. The answer names the event stream at its /api/v1 address, which the key follows.

import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { bearer, insertApiKey } from "../../support/api-key";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

const blog = { contentType: "blog", title: "Cold brew", topic: "coffee", language: "en" };

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The scripted model (fast): the generation ends within the test.
  app = await startScriptedApp("v1idempotency");
});

test.afterAll(async () => {
  await app?.stop();
});

test.describe("Idempotency-Key on /api/v1", () => {
  test("20 concurrent retries: one generation, one charge, the same answer for all", async ({
    playwright,
  }) => {
    const db = app.db;
    const user = await createUserWithSession(db, { tier: "pro" });
    const { key } = await insertApiKey(db, user.id);
    const api = await playwright.request.newContext({ baseURL: app.server.url });
    const headers = { ...bearer(key), "idempotency-key": "order-42" };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post("/api/v1/generations", { data: blog, headers })),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status())).toEqual(Array(20).fill(202));
    const ids = new Set(bodies.map((b) => b.id));
    expect(ids.size, JSON.stringify(bodies)).toBe(1);
    const replayed = answers.filter((a) => a.headers()["idempotent-replayed"] === "true");
    expect(replayed).toHaveLength(19);
    const [id] = [...ids];
    expect(bodies[0].events).toBe(`/api/v1/generations/${id}/events`);

    // The stream through the public API, with the key, until the generation ends.
    const stream = await api.get(bodies[0].events, { headers: bearer(key), timeout: 90_000 });
    expect(stream.status()).toBe(200);
    expect(stream.headers()["content-type"]).toContain("text/event-stream");
    expect(await stream.text()).toContain('"status":"succeeded"');

    const rows = await db
      .select()
      .from(schema.generations)
      .where(eq(schema.generations.userId, user.id));
    expect(rows).toHaveLength(1);
    const [usage] = await db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    expect(Number(usage?.generationsReserved)).toBe(0);
    expect(Number(usage?.generationsUsed)).toBe(Number(rows[0]?.credit));

    // A retry after the end still gets the first answer and starts nothing.
    const late = await api.post("/api/v1/generations", { data: blog, headers });
    expect(late.status()).toBe(202);
    expect((await late.json()).id).toBe(id);
    expect(await db.$count(schema.generations, eq(schema.generations.userId, user.id))).toBe(1);
    await api.dispose();
  });

  test("the same key with another request is 409; a key too long is 400; a stream needs read", async ({
    playwright,
  }) => {
    const db = app.db;
    const user = await createUserWithSession(db, { tier: "pro" });
    const { key } = await insertApiKey(db, user.id);
    const writer = await insertApiKey(db, user.id, { scopes: ["generate"] });
    const api = await playwright.request.newContext({ baseURL: app.server.url });
    const headers = { ...bearer(key), "idempotency-key": "same" };
    const first = await api.post("/api/v1/generations", { data: blog, headers });
    expect(first.status()).toBe(202);
    const { id } = await first.json();

    const other = await api.post("/api/v1/generations", {
      data: { ...blog, title: "Another" },
      headers,
    });
    expect(other.status()).toBe(409);
    expect((await other.json()).error).toMatchObject({
      code: "IDEMPOTENCY_CONFLICT",
      message: "developers:errors.idempotencyMismatch",
    });

    const long = await api.post("/api/v1/generations", {
      data: blog,
      headers: { ...bearer(key), "idempotency-key": "x".repeat(256) },
    });
    expect(long.status()).toBe(400);
    expect((await long.json()).error.message).toBe("developers:errors.idempotencyKeyInvalid");

    // A refused request lets its key go: the same key runs when the request is right.
    const refused = await api.post("/api/v1/generations", {
      data: { ...blog, title: "", topic: "" },
      headers: { ...bearer(key), "idempotency-key": "fix-and-retry" },
    });
    expect(refused.status()).toBe(400);
    const fixed = await api.post("/api/v1/generations", {
      data: blog,
      headers: { ...bearer(key), "idempotency-key": "fix-and-retry" },
    });
    expect(fixed.status()).toBe(202);

    const noRead = await api.get(`/api/v1/generations/${id}/events`, {
      headers: bearer(writer.key),
    });
    expect(noRead.status()).toBe(403);
    expect((await noRead.json()).error).toMatchObject({ code: "SCOPE_MISSING" });
    await api.dispose();
  });
});
