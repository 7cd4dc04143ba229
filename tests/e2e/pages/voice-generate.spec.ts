/**
 * Issue 29 on the Create screen: a writer with a learned voice (seeded in the database, so this
 * does not depend on the Voices screen) chooses it in the form's Voice select and generates; the
 * post keeps the voice and its report shows the voice match score. The Idea Lab's Generate This
 * Content carries a chosen voice to the Create tab. A writer without learned voices is offered
 * "No voice" and a link to learn one. axe runs on the form and the post.
 */
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, routeUrl, test } from "../../support/fixtures";
import { insertLearnedVoice } from "../../support/learned-voice";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("voice_generate");
});

test.afterAll(async () => {
  await app?.stop();
});

async function signedIn(page: Page) {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  return user;
}

async function openCreate(page: Page) {
  await page.goto(`${app.server.url}${routeUrl("/dashboard/create")}`);
  await page.getByLabel("Title").first().fill("Composting at home");
  await page.getByLabel("Topic").first().fill("home composting");
  await page.getByRole("combobox", { name: "Word Count" }).click();
  await page.getByRole("option", { name: "Short (500 words)" }).click();
}

test("a piece generated in a voice chosen on Create shows its voice match in the report", async ({
  page,
}) => {
  app.scripted.scenario = "clean";
  const user = await signedIn(page);
  const voice = await insertLearnedVoice(app.db, user.id, { name: "Plain and warm" });
  await insertLearnedVoice(app.db, user.id, { name: "Still learning", status: "running" });
  await openCreate(page);
  const select = page.getByLabel("Voice", { exact: true });
  // Only learned voices are offered, after "No voice" (the default).
  await expect(select.locator("option")).toHaveText(["No voice", "Plain and warm"]);
  await expect(select).toHaveValue("");
  await select.selectOption({ label: "Plain and warm" });
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const postId = page.url().split("/").at(-1) ?? "";
  const [post] = await app.db
    .select({ voiceId: schema.blogPosts.voiceId })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  expect(post?.voiceId).toBe(voice.id);
  const report = page.getByTestId("report-voice");
  await expect(report).toContainText(/\d{1,3}\/100 match with Plain and warm/);
  await expectNoSeriousViolations(page);
});

test("without a learned voice, the form writes with none and links to the Voices screen", async ({
  page,
}) => {
  await signedIn(page);
  await openCreate(page);
  const select = page.getByLabel("Voice", { exact: true });
  await expect(select.locator("option")).toHaveText(["No voice"]);
  await expect(page.getByRole("link", { name: "Learn a voice" })).toHaveAttribute(
    "href",
    "/dashboard/voices",
  );
});

test("the Idea Lab's Generate This Content writes in the voice chosen there", async ({ page }) => {
  app.scripted.scenario = "clean";
  const user = await signedIn(page);
  const voice = await insertLearnedVoice(app.db, user.id, { name: "Plain and warm" });
  await page.goto(`${app.server.url}${routeUrl("/dashboard/ideas")}`);
  await page.getByLabel("Voice", { exact: true }).selectOption({ label: "Plain and warm" });
  await page.getByLabel("Niche or industry").fill("home composting");
  await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
  await expect(page.getByRole("article")).toHaveCount(10, { timeout: 30_000 });
  await expectNoSeriousViolations(page);
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: "Generate This Content" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/create/);
  // The Create form shows the voice the piece is being written in.
  await expect(page.getByLabel("Voice", { exact: true })).toHaveValue(voice.id);
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const postId = page.url().split("/").at(-1) ?? "";
  const [post] = await app.db
    .select({ voiceId: schema.blogPosts.voiceId })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  expect(post?.voiceId).toBe(voice.id);
});
