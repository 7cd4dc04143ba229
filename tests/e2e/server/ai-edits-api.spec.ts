/**
 * The AI-edit API (issue 28) over HTTP on a server of its own with the scripted model: an edit
 * is started (202 with the allowance), followed over Server-Sent Events to its result (the text
 * streamed as deltas, the result in the final event), read again by polling, and reviewed; a Fix
 * with nothing to fix, bad input, another user's post or edit and the daily limit are answered
 * in the one error shape; hostile model output is sanitised in the result.
 */
import { AI_EDIT_MESSAGES } from "@domain/ai-edits";
import {
  type AiEditEvent,
  aiEditAllowanceResponseSchema,
  aiEditResponseSchema,
  startAiEditResponseSchema,
} from "@domain/api/ai-edits";
import { EDIT_LIMITS } from "@domain/plans";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { requestOf } from "../../support/edit-documents";
import { insertPost } from "../../support/factories";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("aiedits");
});

test.afterAll(async () => {
  await app?.stop();
});

async function caller(tier: "free" | "pro" = "free") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${app.server.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await send(method, path, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { user, call, send };
}

function parseEvents(body: string): AiEditEvent[] {
  return body
    .split("\n\n")
    .map((block) => /^data: (.*)$/m.exec(block)?.[1])
    .filter((data): data is string => Boolean(data))
    .map((data) => JSON.parse(data));
}

test("an edit is started, streamed to its result, read and reviewed", async () => {
  const { user, call, send } = await caller();
  const post = await insertPost(app.db, user.id);
  const before = await call("GET", "/api/ai-edits/allowance");
  expect(aiEditAllowanceResponseSchema.parse(before.body).allowance).toEqual({
    used: 0,
    limit: EDIT_LIMITS.free.aiEditsPerDay,
  });

  const started = await call("POST", `/api/posts/${post.id}/ai-edits`, requestOf("shorten"));
  expect(started.status).toBe(202);
  const { edit, allowance } = startAiEditResponseSchema.parse(started.body);
  expect(edit).toMatchObject({ postId: post.id, action: "shorten", result: null });
  expect(allowance.used).toBe(1);

  const stream = await send("GET", `/api/ai-edits/${edit.id}/events`);
  expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = parseEvents(await stream.text());
  const final = events.at(-1);
  expect(final).toMatchObject({ status: "succeeded", phase: "done", percent: 100, error: null });
  const expected = "A coarse grind matters a lot for the final taste of the drink";
  expect(final?.result).toEqual({ kind: "selection", html: expected });
  expect(events.map((e) => e.delta).join("")).toBe(expected);

  const read = await call("GET", `/api/ai-edits/${edit.id}`);
  expect(read.status).toBe(200);
  expect(aiEditResponseSchema.parse(read.body).edit).toMatchObject({
    status: "succeeded",
    text: expected,
    result: { kind: "selection", html: expected },
    reviewedAt: null,
  });

  const reviewed = await call("POST", `/api/ai-edits/${edit.id}/review`);
  expect(reviewed.status).toBe(200);
  expect(aiEditResponseSchema.parse(reviewed.body).edit.reviewedAt).not.toBeNull();
});

test("a Fix is followed by polling to a result that passes the check", async () => {
  const { user, call } = await caller("pro");
  const post = await insertPost(app.db, user.id);
  const started = await call(
    "POST",
    `/api/posts/${post.id}/ai-edits`,
    requestOf("fix", "meta-description-length"),
  );
  expect(started.status).toBe(202);
  const { edit } = startAiEditResponseSchema.parse(started.body);
  const deadline = Date.now() + 30_000;
  let current = edit;
  while (current.status === "queued" || current.status === "running") {
    if (Date.now() > deadline) throw new Error(`AI edit still ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = aiEditResponseSchema.parse((await call("GET", `/api/ai-edits/${edit.id}`)).body).edit;
  }
  expect(current.status).toBe("succeeded");
  expect(current.result).toMatchObject({ kind: "field", field: "metaDescription" });
  const text = current.result?.kind === "field" ? current.result.text : "";
  expect(text.length).toBeGreaterThanOrEqual(120);
  expect(text.length).toBeLessThanOrEqual(156);
});

test("hostile model output is sanitised in the result", async () => {
  const { user, call, send } = await caller("pro");
  const post = await insertPost(app.db, user.id);
  app.scripted.scenario = "hostile-edit";
  try {
    const started = await call("POST", `/api/posts/${post.id}/ai-edits`, requestOf("faq"));
    const { edit } = startAiEditResponseSchema.parse(started.body);
    const final = parseEvents(
      await (await send("GET", `/api/ai-edits/${edit.id}/events`)).text(),
    ).at(-1);
    expect(final?.status).toBe("succeeded");
    expect(JSON.stringify(final?.result)).toContain("<h2>FAQ</h2>");
    expect(JSON.stringify(final?.result)).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
  } finally {
    app.scripted.scenario = "clean";
  }
});

test("refusals: nothing to fix, bad input, another user's post or edit, the daily limit", async () => {
  const { user, call } = await caller();
  const other = await caller();
  const post = await insertPost(app.db, user.id);
  const path = `/api/posts/${post.id}/ai-edits`;

  const nothing = await call("POST", path, requestOf("fix", "evidence-claims"));
  expect(nothing.status).toBe(400);
  expect(nothing.body.error).toMatchObject({
    code: "INVALID_INPUT",
    message: AI_EDIT_MESSAGES.nothingToFix,
  });

  const { selection: _none, ...noSelection } = requestOf("rewrite");
  const invalid = await call("POST", path, noSelection);
  expect(invalid.status).toBe(400);
  expect(invalid.body.error).toMatchObject({
    message: "edits:errors.selectionRequired",
    field: "selection",
  });

  const foreign = await other.call("POST", path, requestOf("meta"));
  expect(foreign.status).toBe(404);
  const started = await call("POST", path, requestOf("meta"));
  const { edit } = startAiEditResponseSchema.parse(started.body);
  expect((await other.call("GET", `/api/ai-edits/${edit.id}`)).status).toBe(404);
  expect((await other.call("POST", `/api/ai-edits/${edit.id}/review`)).status).toBe(404);

  const limit = EDIT_LIMITS.free.aiEditsPerDay;
  for (let i = 1; i < limit; i++)
    await app.db.insert(schema.aiEdits).values({
      userId: user.id,
      postId: post.id,
      action: "rewrite",
      input: {},
      baseHash: "0".repeat(64),
      status: "succeeded",
      credit: "0",
      monthYear: new Date().toISOString().slice(0, 7),
    });
  const over = await call("POST", path, requestOf("meta"));
  expect(over.status).toBe(402);
  expect(over.body.error).toMatchObject({
    code: "DAILY_LIMIT",
    message: AI_EDIT_MESSAGES.dailyLimit,
    params: { limit },
  });
});
