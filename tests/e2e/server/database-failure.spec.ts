/**
 * When the database fails under a request, every API answers 500 with the one error body and no
 * detail, and the screens say what failed in the spec's words (section 8): "Error Loading Post"
 * (not "Blog post not found"), "Error Loading Posts", "Failed to create preset", "Error loading
 * profile", "Error saving profile", "Generation Failed". A server of its own, on a database of
 * its own in the e2e cluster, so taking tables away touches no other test.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UNEXPECTED_ERROR } from "@domain/api/errors";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signPayload } from "@server/billing";
import { createDatabase, type Database, schema } from "@server/db";
import { eq } from "drizzle-orm";
import { type Call, send } from "../../support/api-errors";
import { insertPost, withTableAway } from "../../support/factories";
import { e2eDatabaseUrl, expect, onE2eAdmin, routeUrl, test, toast } from "../../support/fixtures";
import { VOICE_SAMPLE_TEXTS } from "../../support/scripted-voice";
import { freePort, ROOT, type ServerProcess, startServer } from "../../support/server-process";
import { createUserWithSession, SESSION_COOKIE, signedSessionCookie } from "../../support/sessions";

test.describe.configure({ mode: "serial" });

const NAME = `inkwell_failures_${randomBytes(4).toString("hex")}`;
const SECRET = randomBytes(32).toString("hex");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-failures-"));
let server: ServerProcess;
let db: Database;
let cookie = "";
let userId = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await onE2eAdmin(`create database ${NAME}`);
  const url = e2eDatabaseUrl().replace(/\/[^/]*$/, `/${NAME}`);
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    LOG_LEVEL: "warn",
    AI_PROVIDER: "local",
    LOCAL_MODEL_PATH: path.join(ROOT, ".data/e2e/models/tiny-test.gguf"),
  });
  db = createDatabase(url, { max: 2 });
  const user = await createUserWithSession(db, { tier: "pro" });
  cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, SECRET)}`;
  userId = user.id;
});

test.afterAll(async () => {
  await db?.$client.end();
  if (server) expect(await server.stop("SIGTERM")).toBe(0);
  await onE2eAdmin(`drop database if exists ${NAME} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser page signed in on the failing server. */
async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([
    { name: SESSION_COOKIE, value: cookie.split("=")[1] ?? "", url: server.url },
  ]);
  const page = await context.newPage();
  return page;
}

async function hydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** A sandbox event signed with the failing server's own sandbox secret: it reaches the database. */
function webhookCall(): Call {
  const body = JSON.stringify({
    id: "evt_failure",
    type: "invoice.paid",
    data: { object: { customer: "cus_x" } },
  });
  return {
    method: "POST",
    path: "/api/billing/webhook",
    data: body,
    headers: {
      "content-type": "application/json",
      [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxWebhookSecret(SECRET), body),
    },
  };
}

test("every API answers an unexpected failure with 500, the one error body and no detail", async ({
  playwright,
}) => {
  const post = await insertPost(db, userId, { title: "Kept safe" });
  const [preset] = await db
    .insert(schema.presets)
    .values({ userId, name: "Mine", contentType: "blog", settings: {} })
    .returning();
  if (!preset) throw new Error("no preset");
  // A paid subscription at the sandbox, so that cancelling it reaches the sandbox's table.
  await db
    .update(schema.userSubscriptions)
    .set({ customerId: "cus_sb_failure", subscriptionId: "sub_sb_failure" })
    .where(eq(schema.userSubscriptions.userId, userId));
  const [source] = await db
    .insert(schema.sources)
    .values({ userId, kind: "text", title: "Mine" })
    .returning();
  if (!source) throw new Error("no source");
  const brief = { sourceIds: [source.id], topic: "Tea", language: "en" };
  const samples = VOICE_SAMPLE_TEXTS.map((text) => ({ kind: "text", title: "", text }));
  const voice = { name: "Mine", language: "en", samples };
  const api: APIRequestContext = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { cookie },
  });
  const missing = "00000000-0000-4000-8000-000000000000";
  const blog = { contentType: "blog", title: "A title", topic: "A topic", language: "en" };
  const table: Array<[string, Call]> = [
    ["user_usage", { method: "GET", path: "/api/usage" }],
    ["generations", { method: "POST", path: "/api/generations", data: blog }],
    ["generations", { method: "GET", path: `/api/generations/${missing}` }],
    ["generations", { method: "GET", path: `/api/generations/${missing}/events` }],
    ["blog_posts", { method: "GET", path: `/api/posts/${post.id}` }],
    ["blog_posts", { method: "DELETE", path: `/api/posts/${post.id}` }],
    ["blog_posts", { method: "GET", path: `/api/posts/${post.id}/export/md` }],
    ["blog_posts", { method: "POST", path: "/api/library/export" }],
    ["presets", { method: "GET", path: "/api/presets" }],
    ["presets", { method: "POST", path: "/api/presets", data: { name: "x", contentType: "blog" } }],
    ["presets", { method: "GET", path: `/api/presets/${preset.id}` }],
    ["presets", { method: "DELETE", path: `/api/presets/${preset.id}` }],
    [
      "sandbox_subscriptions",
      { method: "POST", path: "/api/billing/subscription", data: { action: "cancel" } },
    ],
    ["billing_events", webhookCall()],
    ["idea_runs", { method: "POST", path: "/api/ideas", data: { platform: "blog", niche: "tea" } }],
    ["idea_runs", { method: "GET", path: `/api/ideas/runs/${missing}` }],
    ["research_briefs", { method: "POST", path: "/api/research-briefs", data: brief }],
    ["research_briefs", { method: "GET", path: `/api/research-briefs/${missing}` }],
    ["voices", { method: "GET", path: "/api/voices" }],
    ["voices", { method: "POST", path: "/api/voices", data: voice }],
    ["voices", { method: "GET", path: `/api/voices/${missing}` }],
  ];
  // The admin APIs (issue 14), called by an admin.
  const admin = await createUserWithSession(db, { roles: ["admin"] });
  const adminApi = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: {
      cookie: `${SESSION_COOKIE}=${await signedSessionCookie(admin.token, SECRET)}`,
    },
  });
  const content = {
    title: "T",
    slug: "t-failure",
    content: "<p>x</p>",
    contentType: "blog_post",
    status: "draft",
  };
  const seo = { pageSlug: "failure", pageTitle: "T", metaDescription: "D" };
  const adminTable: Array<[string, Call]> = [
    ["website_content", { method: "POST", path: "/api/admin/content", data: content }],
    ["website_content", { method: "PUT", path: `/api/admin/content/${missing}`, data: content }],
    ["website_content", { method: "DELETE", path: `/api/admin/content/${missing}` }],
    ["seo_settings", { method: "POST", path: "/api/admin/seo", data: seo }],
    ["seo_settings", { method: "PUT", path: `/api/admin/seo/${missing}`, data: seo }],
    ["seo_settings", { method: "DELETE", path: `/api/admin/seo/${missing}` }],
  ];
  const calls = [
    ...table.map(([name, call]) => [name, call, api] as const),
    ...adminTable.map(([name, call]) => [name, call, adminApi] as const),
  ];
  for (const [tableName, call, caller] of calls) {
    await test.step(`${call.method} ${call.path} without ${tableName}`, async () => {
      const response = await withTableAway(db, tableName, () => send(caller, call));
      expect(response.status()).toBe(500);
      expect(await response.json()).toEqual({ error: UNEXPECTED_ERROR });
    });
  }
  await api.dispose();
  await adminApi.dispose();
  // Each failure is logged once, at error level, with the request it belongs to.
  const logged = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { id?: unknown } })
    .filter((entry) => entry.level >= 50);
  expect(logged.map((entry) => entry.msg)).toEqual(
    calls.map(([, call]) =>
      call.path.endsWith("/events") ? "unhandled request error" : "unexpected error",
    ),
  );
  for (const entry of logged) expect(entry.req?.id).toBeDefined();
});

test("the post view says Error Loading Post, not Blog post not found, and goes back to the dashboard", async ({
  browser,
}) => {
  const post = await insertPost(db, userId, { title: "Out of reach" });
  const page = await signedInPage(browser);
  const url = routeUrl("/dashboard/view/:id", { params: { id: post.id } });
  const response = await withTableAway(db, "blog_posts", async () => {
    const answer = await page.goto(url);
    await expect(toast(page, "Error Loading Post")).toBeVisible();
    return answer;
  });
  expect(response?.status()).toBe(500);
  await expect(page).toHaveURL(routeUrl("/dashboard/create"));
  await expect(page.getByText("Blog post not found")).toHaveCount(0);
  await page.context().close();
});

test("the tabs say what could not be read or saved, in the spec's words", async ({ browser }) => {
  const page = await signedInPage(browser);

  await withTableAway(db, "blog_posts", async () => {
    await hydrated(page, routeUrl("/dashboard/library"));
    await expect(toast(page, "Error Loading Posts")).toContainText("Failed to load your content.");
  });

  await withTableAway(db, "profiles", async () => {
    await hydrated(page, routeUrl("/dashboard/profile"));
    await expect(
      page.getByRole("alert").filter({ hasText: "Error loading profile" }),
    ).toBeVisible();
  });
  await hydrated(page, routeUrl("/dashboard/profile"));
  await page.getByLabel("Country").fill("Portugal");
  await withTableAway(db, "profiles", async () => {
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(toast(page, "Error saving profile")).toBeVisible();
  });
  await expect(page.getByLabel("Country")).toHaveValue("Portugal");

  await hydrated(page, routeUrl("/dashboard/presets"));
  await page.getByRole("button", { name: "Create Preset" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Preset" });
  await dialog.getByLabel("Preset Name").fill("Weekly");
  await withTableAway(db, "presets", async () => {
    await dialog.getByRole("button", { name: "Create Preset" }).click();
    await expect(toast(page, "Failed to create preset")).toBeVisible();
  });
  await expect(dialog).toBeVisible();

  await withTableAway(db, "idea_runs", async () => {
    await hydrated(page, routeUrl("/dashboard/ideas"));
    await expect(
      page.getByRole("alert").filter({ hasText: "Your ideas could not be loaded." }),
    ).toBeVisible();
    await page.getByLabel("Niche or industry").fill("tea");
    await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
    await expect(toast(page, "Error")).toContainText("Something went wrong. Please try again.");
  });

  await hydrated(page, routeUrl("/dashboard/create"));
  await page.getByLabel("Title").first().fill("A title");
  await page.getByLabel("Topic").first().fill("A topic");
  await withTableAway(db, "generations", async () => {
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expect(toast(page, "Generation Failed")).toContainText(
      "Failed to generate content. Please try again.",
    );
  });
  await page.context().close();
});

test("the public site says it failed, never Article Not Found, and the contact form keeps the message", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const [article] = await db
    .insert(schema.websiteContent)
    .values({
      title: "Kept",
      slug: `kept-${NAME.slice(-8)}`,
      content: "<p>x</p>",
      status: "published",
      publishedAt: new Date(),
    })
    .returning();
  const response = await withTableAway(db, "website_content", () =>
    page.goto(`/blog/${article?.slug}`),
  );
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Article Not Found")).toHaveCount(0);
  // The feeds fail through the same error path as pages: a 500 that names no table or query.
  await withTableAway(db, "website_content", async () => {
    for (const feed of ["/rss.xml", "/sitemap.xml", "/llms-full.txt"]) {
      const answer = await context.request.get(feed);
      expect(answer.status(), feed).toBe(500);
      expect(await answer.text(), feed).not.toMatch(/website_content|relation|select /i);
    }
  });

  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Ada");
  await page.getByLabel("Email", { exact: true }).fill("ada@example.test");
  await page.getByLabel("Subject", { exact: true }).fill("Plans");
  await page.getByLabel("Message", { exact: true }).fill("A message long enough.");
  await withTableAway(db, "contact_submissions", async () => {
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Message Not Sent");
    await expect(alert).toContainText("Please try again later.");
  });
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("A message long enough.");
  await context.close();
});
