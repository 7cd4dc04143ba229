/**
 * The XSS corpus in Chromium: every vector of ../shared/testdata/xss (DOMPurify's fixtures and
 * OWASP's filter-evasion list) through every place user or model text reaches a page, on a server
 * of its own whose model is the scripted server turned hostile. A hook installed before any
 * script (tests/support/xss-browser.ts) records every call of alert/confirm/prompt/print/xss and
 * every script-src violation of the CSP; after each page the DOM is searched for event-handler
 * attributes and javascript: URLs. All must be zero: the CSP is a second line, not the first.
 *
 * Vectors are batched (many per page load) to keep the run short. A field shorter than a vector
 * gets as much of it as fits (the server refuses longer input whole); fields are packed with as
 * many whole vectors as fit.
 */

import { escapeHtml } from "@domain/html/escape";
import type { Page } from "@playwright/test";
// Playwright's own test: the suite's fixture waits for hydration on every goto, and exported
// files and the public site are never hydrated.
import { expect, test } from "@playwright/test";
import { marked } from "marked";
import { insertPost } from "../../support/factories";
import { fetchAgain } from "../../support/fetch-again";
import { expectHydrated } from "../../support/fixtures";
import { inParallel } from "../../support/parallel";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";
import { insertContent } from "../../support/site-content";
import {
  dangersInHtml,
  findingsOf,
  installXssHooks,
  packed,
  type XssFindings,
} from "../../support/xss-browser";
import { dompurifyVectors, owaspVectors } from "../../support/xss-vectors";

const payloads = [...dompurifyVectors, ...owaspVectors].map((vector) => vector.payload);
const allInOne = payloads.map((payload) => `<div>${payload}</div>`).join("\n");

type Tally = { sink: string; vectors: number; loads: number } & XssFindings;
const tallies: Tally[] = [];

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("xss");
});

test.afterAll(async () => {
  const executed = tallies.reduce((sum, tally) => sum + tally.executed.length, 0);
  const cells = tallies.reduce((sum, tally) => sum + tally.vectors, 0);
  console.log(
    `XSS corpus: ${payloads.length} vectors x ${tallies.length} sinks (${cells} vector placements, ${tallies.reduce((sum, t) => sum + t.loads, 0)} page states), ${executed} executions`,
  );
  for (const tally of tallies)
    console.log(`  ${tally.sink}: ${tally.vectors} vectors, ${tally.loads} page states`);
  await app?.stop();
});

/** Adds what the page holds now to the sink's tally. */
async function look(page: Page, tally: Tally) {
  const found = await findingsOf(page);
  tally.loads++;
  tally.executed.push(...found.executed);
  tally.blocked.push(...found.blocked);
  tally.dangers.push(...found.dangers);
}

function sink(name: string, vectors: number): Tally {
  const tally: Tally = { sink: name, vectors, loads: 0, executed: [], blocked: [], dangers: [] };
  tallies.push(tally);
  return tally;
}

function expectClean(tally: Tally) {
  expect({ sink: tally.sink, executed: tally.executed, blocked: tally.blocked }).toEqual({
    sink: tally.sink,
    executed: [],
    blocked: [],
  });
  expect([...new Set(tally.dangers)], `${tally.sink}: dangerous markup in the DOM`).toEqual([]);
}

/** A signed-in page on the hostile server, hooks installed. */
async function signedIn(page: Page, tier: "free" | "pro" = "pro") {
  const user = await createUserWithSession(app.db, { tier });
  await installXssHooks(page.context());
  await app.signIn(page, user.token);
  const cookie = (await page.context().cookies(app.server.url))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
  return { user, cookie };
}

const at = (path: string) => `${app.server.url}${path}`;

/**
 * Pages as the server renders them, fetched (many at once) and parsed by Chromium: for states
 * too many to load one by one. Each counts as a page state of the sink.
 */
async function lookAtServerPages(page: Page, tally: Tally, cookie: string, paths: string[]) {
  // The parser lives in a document of ours (with the hooks), not in the first about:blank.
  if (!page.url().startsWith(app.server.url)) await page.goto(at("/robots.txt"));
  await inParallel(paths, 6, async (path) => {
    const response = await fetchAgain(at(path), { headers: { cookie } });
    expect(response.status, path).toBe(200);
    tally.dangers.push(...(await dangersInHtml(page, await response.text())));
    tally.loads++;
  });
}

/** Posts a form as the browser would, with the session cookie. */
async function postForm(cookie: string, path: string, fields: Record<string, string>) {
  const response = await fetch(at(path), {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  await response.body?.cancel();
  return response.status;
}

test("the hooks see a vector that runs, and what it leaves in the DOM", async ({ page }) => {
  const tally: Tally = {
    sink: "self-check",
    vectors: 1,
    loads: 0,
    executed: [],
    blocked: [],
    dangers: [],
  };
  await installXssHooks(page.context());
  await page.route("http://hostile.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<img src="x:" onerror="alert(1)"><a href="javascript:alert(2)">a</a>',
    }),
  );
  await page.goto("http://hostile.test/");
  await expect.poll(async () => (await findingsOf(page)).executed).toEqual(["alert(1)"]);
  await look(page, tally);
  expect(tally.dangers).toEqual(["<img onerror>", "<a href=javascript:alert(2)>"]);
});

test("generated content: a hostile model's text, titles and headings, streamed and saved", async ({
  page,
}) => {
  const tally = sink("generated content (overlay, view)", payloads.length);
  await signedIn(page);
  app.scripted.hostile = payloads;
  try {
    await page.goto(at("/dashboard/create"));
    await expectHydrated(page);
    await page.getByLabel("Title").first().fill("Planning a content calendar");
    await page.getByLabel("Topic").first().fill("content calendars");
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    await expectHydrated(page);
    // The vectors arrived (as text in headings, as what the sanitiser left in the body).
    await expect(page.getByTestId("post-content")).toContainText("alert(");
    await look(page, tally);
  } finally {
    app.scripted.hostile = null;
  }
  expectClean(tally);
});

test("editor save: content, title and description; then the view, the editor and the library", async ({
  page,
}) => {
  const { user, cookie } = await signedIn(page);
  const titles = packed(payloads, 200).map((chunk) => chunk.join(" "));
  const content = sink("editor save: content (view, editor, preview)", payloads.length);
  const fields = sink("editor save: title and description (library, view)", payloads.length);
  const posts = await Promise.all(titles.map(() => insertPost(app.db, user.id)));
  await inParallel(posts, 8, async (post, index) => {
    const title = titles[index] ?? "";
    const status = await postForm(cookie, `/dashboard/edit/${post.id}`, {
      title,
      description: title,
      topic: "xss",
      content: index === 0 ? allInOne : `<p>${escapeHtml(title)}</p>`,
    });
    expect(status, title).toBe(302);
  });
  const first = posts[0]?.id;
  await page.goto(at(`/dashboard/view/${first}`));
  await expectHydrated(page);
  await look(page, content);
  await look(page, fields);
  await page.goto(at(`/dashboard/edit/${first}`));
  await expectHydrated(page);
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  await look(page, content);
  await page.getByRole("button", { name: "Preview" }).click();
  await look(page, content);
  // Every library page as the server renders it, and the first ones loaded for real.
  const pages = Array.from({ length: Math.ceil(titles.length / 12) }, (_, n) => n + 1);
  await lookAtServerPages(
    page,
    fields,
    cookie,
    pages.map((n) => `/dashboard/library?page=${n}`),
  );
  for (const n of pages.slice(0, 3)) {
    await page.goto(at(`/dashboard/library?page=${n}`));
    await expectHydrated(page);
    await look(page, fields);
  }
  expectClean(content);
  expectClean(fields);
});

test("library search: the query echoed in the box and the list", async ({ page }) => {
  const tally = sink("library search echo", payloads.length);
  const { user, cookie } = await signedIn(page);
  await insertPost(app.db, user.id);
  const queries = packed(payloads, 200).map((chunk) => chunk.join(" "));
  await lookAtServerPages(
    page,
    tally,
    cookie,
    queries.map((q) => `/dashboard/library?${new URLSearchParams({ q })}`),
  );
  // Typed into the box (the list follows in the page), for a sample of the queries.
  await page.goto(at("/dashboard/library"));
  await expectHydrated(page);
  const box = page.getByRole("searchbox");
  for (const q of queries.filter((_, index) => index % 10 === 0)) {
    await box.fill(q);
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/dashboard/library.data"),
      box.press("Enter"),
    ]);
    await look(page, tally);
  }
  expectClean(tally);
});

test("preset names, listed on the Presets tab", async ({ page }) => {
  const tally = sink("preset name", payloads.length);
  const names = packed(payloads, 100).map((chunk) => chunk.join(" "));
  for (let start = 0; start < names.length; start += 100) {
    const { cookie } = await signedIn(page);
    await inParallel(names.slice(start, start + 100), 6, async (name) => {
      const response = await fetch(at("/api/presets"), {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ name, contentType: "blog" }),
      });
      expect(response.status, name).toBe(201);
    });
    await page.goto(at("/dashboard/presets"));
    await expectHydrated(page);
    await look(page, tally);
    await page.context().clearCookies();
  }
  expectClean(tally);
});

test("profile fields, saved and shown again", async ({ page }) => {
  const tally = sink("profile fields", payloads.length);
  const chunks = packed(payloads, 80).map((chunk) => chunk.join(" "));
  const names = ["firstName", "secondName", "country", "profession"] as const;
  const saves = Array.from({ length: Math.ceil(chunks.length / names.length) }, (_, n) =>
    Object.fromEntries(names.map((name, i) => [name, chunks[n * names.length + i] ?? ""])),
  );
  // Four users save in turn, side by side; each saved state is read back as the server renders it.
  const users = await Promise.all([1, 2, 3, 4].map(() => signedIn(page, "free")));
  await page.goto(at("/robots.txt"));
  await inParallel(users, users.length, async ({ cookie }, u) => {
    for (const fields of saves.filter((_, n) => n % users.length === u)) {
      const status = await postForm(cookie, "/dashboard/profile", { intent: "profile", ...fields });
      expect(status).toBe(200);
      await lookAtServerPages(page, tally, cookie, ["/dashboard/profile"]);
    }
  });
  // One user's last save, loaded for real (the page holds the cookie signed in last).
  await page.goto(at("/dashboard/profile"));
  await expectHydrated(page);
  await expect(page.getByLabel("First name", { exact: true })).not.toHaveValue("");
  await look(page, tally);
  expectClean(tally);
});

test("exports opened as HTML: the HTML export, and the Markdown export rendered by marked", async ({
  page,
}) => {
  const html = sink("HTML export opened in the browser", payloads.length);
  const markdown = sink("Markdown export rendered by marked (HTML allowed)", payloads.length);
  const { user, cookie } = await signedIn(page);
  const post = await insertPost(app.db, user.id);
  expect(
    await postForm(cookie, `/dashboard/edit/${post.id}`, {
      title: packed(payloads, 200)[0]?.join(" ") ?? "",
      description: packed(payloads, 200)[1]?.join(" ") ?? "",
      topic: "xss",
      content: allInOne,
    }),
  ).toBe(302);
  const download = async (format: string) => {
    const response = await fetch(at(`/api/posts/${post.id}/export/${format}`), {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    return response.text();
  };
  // Opened from disk: no CSP of ours applies, so the file must be safe by itself.
  const files = new Map([
    ["http://export.test/post.html", await download("html")],
    [
      "http://export.test/post-md.html",
      `<!doctype html><html><body>${marked.parse((await download("md")).replace(/^---\n[\s\S]*?\n---\n/, ""), { async: false })}</body></html>`,
    ],
  ]);
  await page.route("http://export.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: files.get(route.request().url()) ?? "" }),
  );
  await page.goto("http://export.test/post.html");
  await look(page, html);
  await page.goto("http://export.test/post-md.html");
  await look(page, markdown);
  expectClean(html);
  expectClean(markdown);
});

test("sources: titles and extracted text in the Sources panel, the citations, their dialog and the Sources list", async ({
  page,
}) => {
  const tally = sink("source titles and text (Create, view, editor)", payloads.length);
  const { user, cookie } = await signedIn(page, "pro");
  // Every vector in a title (300 characters at most, so packed) and all of them in one text.
  const titles = packed(payloads, 300).map((chunk) => chunk.join(" "));
  const added: { id: string; title: string }[] = [];
  expect(titles.length).toBeLessThanOrEqual(200); // a pro plan keeps 200 sources
  await inParallel(titles, 6, async (title, i) => {
    const response = await fetch(at("/api/sources"), {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ kind: "text", title, text: i === 0 ? allInOne : `Notes ${i}.` }),
    });
    expect(response.status, title).toBe(201);
    added[i] = ((await response.json()) as { source: { id: string; title: string } }).source;
  });
  await page.goto(at("/dashboard/create"));
  await expectHydrated(page);
  await look(page, tally);
  // A piece citing them: the titles and the hostile passage text reach the view and the editor.
  const cited = added.slice(0, 20);
  const passages = await app.db.query.sourcePassages.findMany();
  const citations = cited.map((source, i) => ({
    n: i + 1,
    sourceId: source.id,
    kind: "text" as const,
    title: source.title,
    site: null,
    address: null,
    passages: passages
      .filter((p) => p.sourceId === source.id)
      .map((p) => ({ id: `${p.sourceId}:${p.ordinal}`, text: p.text })),
  }));
  // As the writer stores them (cite.ts; cite.test.ts runs the corpus through its escaping).
  const body = citations.map((c) => `<p>Claim ${c.n}.<span class="cite">[${c.n}]</span></p>`);
  const list = citations.map((c) => `<li>${escapeHtml(c.title)}</li>`).join("");
  const post = await insertPost(app.db, user.id, {
    content: `${body.join("")}\n<h2>Sources</h2>\n<ol class="sources">${list}</ol>`,
    sourceIds: citations.map((c) => c.sourceId),
    citations,
  });
  await page.goto(at(`/dashboard/view/${post.id}`));
  await expectHydrated(page);
  await look(page, tally);
  for (const n of [1, 2, 3]) {
    const reference = page.getByRole("button", { name: new RegExp(`^Source ${n}:`) });
    await reference.first().click();
    await look(page, tally);
    await page.keyboard.press("Escape");
  }
  await page.goto(at(`/dashboard/edit/${post.id}`));
  await expectHydrated(page);
  await look(page, tally);
  expectClean(tally);
});
test("public pages: an article and the blog listing", async ({ page }) => {
  const tally = sink("public article and listing", payloads.length);
  await installXssHooks(page.context());
  const titles = packed(payloads, 200).map((chunk) => chunk.join(" "));
  const article = await insertContent(app.db, {
    title: titles[0] ?? "",
    excerpt: titles[1] ?? "",
    content: allInOne,
  });
  await page.goto(at(`/blog/${article.slug}`));
  await look(page, tally);
  await page.goto(at("/blog"));
  await look(page, tally);
  expectClean(tally);
});
