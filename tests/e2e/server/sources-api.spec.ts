/**
 * The sources API (issue 27) on a server of its own whose fetcher may reach the tests' local web
 * server (INKWELL_FETCH_ALLOW_HOSTS, refused in production): pages, a PDF, a DOCX, Markdown and
 * every refusal (slow, huge, a redirect to a loopback address, the metadata address, a non-text
 * type, robots.txt), each with the words the user reads; uploads; pasted text; XSS vectors kept
 * as text.
 */
import { expect, test } from "@playwright/test";
import { english, englishError } from "../../support/english";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession, signedSessionCookie } from "../../support/sessions";
import { makePdf } from "../../support/source-files";
import { type SourceServer, startSourceServer } from "../../support/source-server";
import { dompurifyVectors, owaspVectors } from "../../support/xss-vectors";

/** An HTML element's start or end, as a browser would read one. */
const MARKUP =
  /<\/?(script|img|svg|iframe|a|body|style|object|math|embed|meta|link|form|input|video|audio|details)\b/i;

let app: ScriptedApp;
let site: SourceServer;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSourceServer();
  app = await startScriptedApp("sources", { INKWELL_FETCH_ALLOW_HOSTS: site.host });
});

test.afterAll(async () => {
  await app?.stop();
  await site?.close();
});

async function caller(tier: "free" | "elite" = "free") {
  const user = await createUserWithSession(app.db, { tier });
  const cookie = `inkwell.session_token=${await signedSessionCookie(user.token, app.secret)}`;
  const call = async (method: string, path: string, body?: unknown | FormData) => {
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

test("adds web pages of each type, lists, reads and deletes them", async () => {
  const { call } = await caller();
  const added: Record<string, { id: string; title: string; passages: number }> = {};
  for (const [path, title] of [
    ["/article.html", "Cold brew facts"],
    ["/doc.pdf", "Espresso notes"],
    ["/doc.docx", "Grinder maintenance"],
    ["/notes.md", "Milk steaming"],
  ] as const) {
    const answer = await call("POST", "/api/sources", { kind: "url", url: `${site.url}${path}` });
    expect(answer.status, path).toBe(201);
    expect(answer.json.source).toMatchObject({
      kind: "url",
      title,
      site: "127.0.0.1",
      status: "ready",
    });
    expect(answer.json.source.passages).toBeGreaterThan(0);
    added[path] = answer.json.source;
  }
  const pdf = added["/doc.pdf"];
  expect(pdf).toMatchObject({ pages: 2 });
  const list = await call("GET", "/api/sources");
  expect(list.json.sources.map((s: { title: string }) => s.title)).toEqual([
    "Milk steaming",
    "Grinder maintenance",
    "Espresso notes",
    "Cold brew facts",
  ]);
  const one = await call("GET", `/api/sources/${pdf?.id}`);
  expect(one.json.source).toMatchObject({ id: pdf?.id, passages: pdf?.passages });
  expect((await call("DELETE", `/api/sources/${pdf?.id}`)).json).toEqual({ deleted: true });
  expect((await call("GET", `/api/sources/${pdf?.id}`)).status).toBe(404);
  const robotsAndPages = site.hits.filter((hit) => hit === "/robots.txt").length;
  expect(robotsAndPages).toBeGreaterThan(0);
});

test("tells the user why each page could not be read", async () => {
  const { call } = await caller();
  const refusals: [string, string, string][] = [
    ["/slow", "timeout", "The site took too long to answer"],
    ["/huge", "tooLarge", "The page is larger than your plan's 2 MB limit"],
    ["/huge-declared", "tooLarge", "The page is larger than your plan's 2 MB limit"],
    [
      "/redirect-local",
      "blockedAddress",
      "This address points to a private or local network and cannot be fetched",
    ],
    [
      "/redirect-metadata",
      "blockedAddress",
      "This address points to a private or local network and cannot be fetched",
    ],
    [
      "/image.png",
      "unsupportedType",
      "This kind of file (image/png) cannot be used as a source. Use a web page, PDF, DOCX, Markdown or plain text.",
    ],
    ["/missing", "httpStatus", "The site answered with an error (HTTP 404)"],
    [
      "/private/page.html",
      "robots",
      "This site's robots.txt does not allow Inkwell to read this page",
    ],
    ["/redirect-loop", "tooManyRedirects", "The page redirected too many times"],
    ["/empty.html", "empty", "No readable text was found in this source"],
  ];
  for (const [path, reason, words] of refusals) {
    const answer = await call("POST", "/api/sources", { kind: "url", url: `${site.url}${path}` });
    expect(answer.status, path).toBe(422);
    expect(answer.json.error).toMatchObject({
      code: "SOURCE_REFUSED",
      message: `sources:refused.${reason}`,
    });
    expect(englishError(answer.json.error), path).toEqual({
      title: "This source could not be added",
      message: words,
    });
  }
  // Addresses refused before any connection.
  for (const url of [
    "http://127.0.0.2/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]/",
  ]) {
    const answer = await call("POST", "/api/sources", { kind: "url", url });
    expect(answer.json.error.message, url).toBe("sources:refused.blockedAddress");
  }
  const bad = await call("POST", "/api/sources", { kind: "url", url: "javascript:alert(1)" });
  expect(bad.status).toBe(400);
  expect(englishError(bad.json.error).message).toBe(
    "Enter a full web address starting with http:// or https://",
  );
  expect((await call("GET", "/api/sources")).json.sources).toEqual([]);
});

test("lets one user fetch at most two pages at once", async () => {
  const { call } = await caller();
  const slow = { kind: "url", url: `${site.url}/slow` };
  const first = [call("POST", "/api/sources", slow), call("POST", "/api/sources", slow)];
  await expect.poll(() => site.hits.filter((hit) => hit === "/slow").length).toBeGreaterThan(1);
  const third = await call("POST", "/api/sources", slow);
  expect(third.status).toBe(429);
  expect(englishError(third.json.error).message).toBe(
    "Sources are still being fetched for you. Wait for them to finish, then try again.",
  );
  for (const answer of await Promise.all(first)) expect(answer.status).toBe(422);
  // Once they are done, the user may fetch again.
  expect(
    (await call("POST", "/api/sources", { kind: "url", url: `${site.url}/plain.txt` })).status,
  ).toBe(201);
});

test("uploads files, pastes text and enforces the plan's limits with their numbers", async () => {
  const { call } = await caller();
  const form = new FormData();
  form.set(
    "file",
    new Blob([new Uint8Array(makePdf([["Nine bars of pressure."]], "Upload"))]),
    "up.pdf",
  );
  const uploaded = await call("POST", "/api/sources", form);
  expect(uploaded.status).toBe(201);
  expect(uploaded.json.source).toMatchObject({ kind: "file", title: "Upload", address: "up.pdf" });
  const tooBig = new FormData();
  tooBig.set("kind", "file");
  tooBig.set(
    "file",
    new Blob([new Uint8Array(2 * 1024 * 1024 + 10)], { type: "text/plain" }),
    "big.txt",
  );
  const refused = await call("POST", "/api/sources", tooBig);
  expect(refused.status).toBe(409);
  expect(english(refused.json.error.message, refused.json.error.params)).toBe(
    "This file is larger than your plan's 2 MB limit",
  );
  const pasted = await call("POST", "/api/sources", {
    kind: "text",
    title: "Notes",
    text: "Cold brew keeps for two weeks.",
  });
  expect(pasted.json.source).toMatchObject({ kind: "text", title: "Notes" });
  for (let i = 2; i < 10; i++)
    expect(
      (await call("POST", "/api/sources", { kind: "text", text: `Note ${i} about coffee.` }))
        .status,
    ).toBe(201);
  const over = await call("POST", "/api/sources", { kind: "text", text: "One more." });
  expect(over.status).toBe(409);
  expect(english(over.json.error.message, over.json.error.params)).toBe(
    "Your plan keeps up to 10 sources. Delete one or upgrade to add more.",
  );
});

test("keeps XSS vectors in titles and text as plain text", async () => {
  const { call } = await caller("elite");
  const vectors = [...dompurifyVectors.slice(0, 40), ...owaspVectors.slice(0, 40)];
  for (const { name, payload } of vectors) {
    const answer = await call("POST", "/api/sources", {
      kind: "text",
      title: payload.slice(0, 300),
      text: `Before ${payload} after.`,
    });
    if (answer.status === 422) {
      // Nothing readable but markup: refused as empty, never stored.
      expect(answer.json.error.message, name).toBe("sources:refused.empty");
      continue;
    }
    expect(answer.status, name).toBe(201);
    const { title } = answer.json.source as { title: string };
    expect(title, name).not.toMatch(MARKUP);
    const stored = await app.db.$client.query<{ text: string }>(
      "select text from source_passages where source_id = $1",
      [answer.json.source.id],
    );
    for (const row of stored.rows) {
      expect(row.text, name).not.toMatch(MARKUP);
      expect(row.text, name).toContain("Before");
    }
    await call("DELETE", `/api/sources/${answer.json.source.id}`);
  }
});
