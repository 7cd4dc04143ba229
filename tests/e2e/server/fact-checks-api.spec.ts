/**
 * The fact-check API (issue 27 part 5) over HTTP on a server of its own with the scripted model:
 * a post with pasted sources is checked on demand (half a credit), the planted contradiction
 * and unsupported number come back marked, the post's evidence and report are replaced; a post
 * without sources is checked for free; another user's post or check is not found; bad input is
 * answered in the one error shape.
 */
import { factCheckResponseSchema } from "@domain/api/fact-checks";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { english } from "../../support/english";
import { insertPost } from "../../support/factories";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("factchecks");
});

test.afterAll(async () => {
  await app?.stop();
});

async function caller(tier: "free" | "pro" = "pro") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { user, call };
}

const PIECE = [
  "<p>Cold brew coffee has 15 percent less acidity than hot brewed coffee.</p>",
  "<p>The first cold brew café opened in 2017 in Lisbon.</p>",
  "<p>Baristas use 14 grams of coffee grounds for every cup.</p>",
].join("");

async function finished(call: Awaited<ReturnType<typeof caller>>["call"], id: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await call("GET", `/api/fact-checks/${id}`);
    expect(answer.status).toBe(200);
    const { check } = factCheckResponseSchema.parse(answer.body);
    if (check.status === "succeeded" || check.status === "failed") return check;
    if (Date.now() > deadline) throw new Error(`fact check still ${check.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a post with sources is checked for half a credit: the planted contradiction and number are marked", async () => {
  const { user, call } = await caller("pro");
  const sourceIds: string[] = [];
  for (const text of [
    "Cold brew coffee has 15 percent less acidity than hot brewed coffee.\n\nThe first cold brew café opened in 2019 in Lisbon.",
    "Baristas weigh the coffee grounds for every cup they make.",
  ]) {
    const added = await call("POST", "/api/sources", { kind: "text", text, title: "Notes" });
    expect(added.status).toBe(201);
    sourceIds.push((added.body.source as { id: string }).id);
  }
  const post = await insertPost(app.db, user.id, { content: PIECE, sourceIds });

  const started = await call("POST", `/api/posts/${post.id}/fact-checks`, {});
  expect(started.status).toBe(202);
  const { check } = factCheckResponseSchema.parse(started.body);
  expect(check).toMatchObject({ postId: post.id, credit: "0.5", sourceIds });

  const done = await finished(call, check.id);
  expect(done.status).toBe("succeeded");
  expect(done.evidence?.claims.map((c) => c.verdict)).toEqual([
    "supported",
    "contradicted",
    "unverified",
  ]);
  expect(done.evidence?.claims[1]?.quote).toBe(
    "The first cold brew café opened in 2019 in Lisbon.",
  );
  const [saved] = await app.db
    .select()
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, post.id));
  expect(saved?.evidence).toEqual(done.evidence);
  expect(saved?.analysis).toMatchObject({ evidence: { checks: [{ status: "problem" }] } });
  const [usage] = await app.db
    .select()
    .from(schema.userUsage)
    .where(eq(schema.userUsage.userId, user.id));
  expect(usage).toMatchObject({ generationsUsed: "0.5", generationsReserved: "0.0" });
});

test("a post without sources is checked for free; another user's post and check are not found", async () => {
  const { user, call } = await caller("free");
  const post = await insertPost(app.db, user.id, { content: PIECE });
  const started = await call("POST", `/api/posts/${post.id}/fact-checks`, {});
  expect(started.status).toBe(202);
  const { check } = factCheckResponseSchema.parse(started.body);
  expect(check.credit).toBe("0.0");
  const done = await finished(call, check.id);
  expect(done.evidence).toMatchObject({ withSources: false, counts: { claims: 3, unverified: 3 } });

  const other = await caller("free");
  const refused = await other.call("POST", `/api/posts/${post.id}/fact-checks`, {});
  expect(refused.status).toBe(404);
  expect((refused.body.error as { code: string }).code).toBe("NOT_FOUND");
  expect((await other.call("GET", `/api/fact-checks/${check.id}`)).status).toBe(404);
});

test("bad input is answered in the one error shape with the user's words", async () => {
  const { user, call } = await caller("pro");
  const post = await insertPost(app.db, user.id, { content: PIECE });
  const tooMany = Array.from(
    { length: 11 },
    (_, i) => `00000000-0000-4000-8000-0000000000${10 + i}`,
  );
  const many = await call("POST", `/api/posts/${post.id}/fact-checks`, { sourceIds: tooMany });
  expect(many.status).toBe(400);
  const error = many.body.error as { message: string; params?: Record<string, unknown> };
  expect(english(error.message, error.params)).not.toBe("");
  const unknown = await call("POST", `/api/posts/${post.id}/fact-checks`, {
    sourceIds: ["00000000-0000-4000-8000-000000000001"],
  });
  expect(unknown.status).toBe(404);
  expect((unknown.body.error as { message: string }).message).toBe(
    "evidence:errors.sourceNotFound",
  );
});
