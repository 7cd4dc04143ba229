/**
 * The voices API (issue 29) over HTTP, on a server of its own with the scripted model and a
 * fetcher that may reach the tests' local web server (INKWELL_FETCH_ALLOW_HOSTS): samples read
 * from a web page and an uploaded file, a voice learned from them and a library post, its guide
 * edited, and the refusals each in the one error shape with its message key and parameters.
 */
import { voiceListResponseSchema, voiceResponseSchema } from "@domain/api/voices";
import { expect, test } from "@playwright/test";
import { english, englishError } from "../../support/english";
import { insertPost } from "../../support/factories";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { VOICE_SAMPLE_TEXTS } from "../../support/scripted-voice";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";
import { type SourceServer, startSourceServer } from "../../support/source-server";

let app: ScriptedApp;
let site: SourceServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSourceServer();
  app = await startScriptedApp("voices", { INKWELL_FETCH_ALLOW_HOSTS: site.host });
});

test.afterAll(async () => {
  await app?.stop();
  await site?.close();
});

async function caller(tier: "free" | "pro" = "pro") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { cookie };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${app.server.url}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(40_000),
    });
    return { status: response.status, json: await response.json() };
  };
  return { user, call };
}

test("reads samples, learns a voice from them and a post, and edits its guide", async () => {
  const { user, call } = await caller();
  const page = await call("POST", "/api/voices/samples", {
    kind: "url",
    url: `${site.url}/article.html`,
  });
  expect(page.status).toBe(200);
  expect(page.json.sample).toMatchObject({ kind: "url", title: "Cold brew facts" });
  expect(page.json.sample.text).not.toContain("<script");
  const form = new FormData();
  form.set(
    "file",
    new File([VOICE_SAMPLE_TEXTS[1] as string], "grinders.txt", { type: "text/plain" }),
  );
  const file = await call("POST", "/api/voices/samples", form);
  expect(file.status).toBe(200);
  expect(file.json.sample).toMatchObject({
    kind: "file",
    title: "grinders",
    words: VOICE_SAMPLE_TEXTS[1]?.split(" ").length,
  });
  const post = await insertPost(app.db, user.id, { content: `<p>${VOICE_SAMPLE_TEXTS[2]}</p>` });
  const samples = [
    { kind: "text", title: "Cold", text: VOICE_SAMPLE_TEXTS[0] },
    { kind: "file", title: file.json.sample.title, text: file.json.sample.text },
    { kind: "post", postId: post.id },
  ];
  const created = await call("POST", "/api/voices", { name: "Me", language: "en", samples });
  expect(created.status).toBe(202);
  const { voice } = voiceResponseSchema.parse(created.json);
  expect(voice).toMatchObject({ status: "queued", credit: "0.5" });
  let learned = voice;
  for (let i = 0; i < 200 && learned.status !== "succeeded" && learned.status !== "failed"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    learned = voiceResponseSchema.parse((await call("GET", `/api/voices/${voice.id}`)).json).voice;
  }
  expect(learned.status).toBe("succeeded");
  expect(learned.guide?.tone).toContain("Learned from 3 samples");
  const list = voiceListResponseSchema.parse((await call("GET", "/api/voices")).json);
  expect(list).toMatchObject({ limit: 10, cost: "0.5" });
  expect(list.voices.map((v) => v.id)).toEqual([voice.id]);
  const guide = { tone: "Dry.", do: ["Be brief"], dont: [], use: [], avoid: ["synergy"] };
  const edited = await call("PATCH", `/api/voices/${voice.id}`, { guide });
  expect(edited.status).toBe(200);
  expect(edited.json.voice.guide).toEqual(guide);
  const tooLong = await call("PATCH", `/api/voices/${voice.id}`, {
    guide: { ...guide, do: ["x".repeat(201)] },
  });
  expect(tooLong.status).toBe(400);
  expect(englishError(tooLong.json.error).message).toBe(english("voices:errors.guideTooLong"));
  expect((await call("DELETE", `/api/voices/${voice.id}`)).json).toEqual({ deleted: true });
  expect((await call("GET", `/api/voices/${voice.id}`)).status).toBe(404);
});

test("refuses in the user's words: too few or too short samples, the plan's limit", async () => {
  const { call } = await caller("free");
  const text = (t: string) => ({ kind: "text", title: "", text: t });
  const few = await call("POST", "/api/voices", {
    name: "Me",
    language: "en",
    samples: [text(VOICE_SAMPLE_TEXTS[0] as string)],
  });
  expect(few.status).toBe(400);
  expect(englishError(few.json.error).message).toBe(
    english("voices:errors.tooFewSamples", { min: 3, max: 10 }),
  );
  const samples = VOICE_SAMPLE_TEXTS.map((t) => text(t));
  const short = await call("POST", "/api/voices", {
    name: "Me",
    language: "en",
    samples: [...samples.slice(0, 2), text("Too short.")],
  });
  expect(short.status).toBe(400);
  expect(short.json.error).toMatchObject({ field: "samples", params: { min: 40, index: 2 } });
  expect(englishError(short.json.error).message).toBe(
    english("voices:errors.sampleTooShort", { min: 40 }),
  );
  expect((await call("POST", "/api/voices", { name: "A", language: "en", samples })).status).toBe(
    202,
  );
  const over = await call("POST", "/api/voices", { name: "B", language: "en", samples });
  expect(over.status).toBe(409);
  expect(over.json.error.code).toBe("VOICE_LIMIT");
  expect(englishError(over.json.error).message).toBe(english("voices:errors.limit", { limit: 1 }));
  const refused = await call("POST", "/api/voices/samples", {
    kind: "url",
    url: `${site.url}/missing`,
  });
  expect(refused.status).toBe(422);
  expect(refused.json.error.code).toBe("SOURCE_REFUSED");
});
