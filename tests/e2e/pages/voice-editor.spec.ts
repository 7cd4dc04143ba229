/**
 * Issue 29 in the editor: a post written in a learned voice (both seeded in the database) opens
 * with its voice in the Voice select and a Voice section in the Report panel that follows the
 * select; "Match my voice" rewrites the paragraphs furthest from the voice as tracked changes
 * (the scripted model opens each with VOICE_EDIT_OPENING), accepted and saved with the voice.
 * A writer without a learned voice sees the action disabled with its hint. axe runs on both.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, routeUrl, test } from "../../support/fixtures";
import { insertLearnedVoice } from "../../support/learned-voice";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { VOICE_EDIT_OPENING } from "../../support/scripted-edits";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("voice_editor");
});

test.afterAll(async () => {
  await app?.stop();
});

const BODY = [
  "<p>The implementation of a comprehensive composting programme necessitates the careful consideration of numerous interdependent environmental, logistical and organisational factors by the household.</p>",
  "<h2>Getting started</h2>",
  "<p>You can start small. Keep a bin by the door. Add scraps every day.</p>",
  "<p>Furthermore, it is generally recommended that the aforementioned materials should be turned at regular intervals so that sufficient aeration is maintained throughout the decomposition process.</p>",
].join("");

async function openEditor(page: import("@playwright/test").Page, withVoice: boolean) {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const voice = withVoice ? await insertLearnedVoice(app.db, user.id) : null;
  const post = await insertPost(app.db, user.id, {
    title: "Composting at home",
    keywords: ["composting"],
    content: BODY,
    wordCount: 70,
    ...(voice ? { voiceId: voice.id } : {}),
  });
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: post.id } })}`,
  );
  await expect(page.getByRole("button", { name: "AI edit" })).toBeVisible();
  return { post, voice };
}

test("the post's voice: the report's Voice section follows the select, Match my voice, save", async ({
  page,
}) => {
  const { post, voice } = await openEditor(page, true);
  const select = page.getByRole("combobox", { name: "Voice" });
  await expect(select).toHaveValue(voice?.id ?? "");
  const report = page.getByRole("region", { name: "Report" });
  const section = report.getByTestId("report-voice");
  await expect(section).toContainText(/\d+\/100 match with Plain and warm/);
  await expect(section).toContainText("does not count towards the overall score");

  // No voice on screen: the report has no Voice section; the voice again: it is back.
  await select.selectOption({ label: "No voice" });
  await expect(section).toBeHidden();
  await select.selectOption({ label: "Plain and warm" });
  await expect(section).toBeVisible();

  // Nothing selected: the paragraphs furthest from the voice are rewritten.
  await page.getByRole("button", { name: "AI edit" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("Rewrites the paragraphs furthest from Plain and warm.");
  await menu.getByRole("menuitem", { name: "Match my voice" }).click();
  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toBeVisible();
  const body = page.getByRole("textbox", { name: "Content" });
  await expect(body.locator("ins").first()).toContainText(VOICE_EDIT_OPENING.trim());
  await expectNoSeriousViolations(page);
  await bar.getByRole("button", { name: "Accept all" }).click();
  await expect(bar).toBeHidden();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/view/${post.id}$`));
  const [saved] = await app.db
    .select({ content: schema.blogPosts.content, voiceId: schema.blogPosts.voiceId })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, post.id));
  expect(saved?.content).toContain(VOICE_EDIT_OPENING.trim());
  expect(saved?.voiceId).toBe(voice?.id);
  // The post's report shows the Voice section as well.
  await expect(page.getByTestId("report-voice")).toContainText(
    /\d+\/100 match with Plain and warm/,
  );
  await expectNoSeriousViolations(page);
});

test("without a learned voice: no Voice select, no Voice section, Match my voice disabled", async ({
  page,
}) => {
  await openEditor(page, false);
  await expect(page.getByRole("combobox", { name: "Voice" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Report" })).toContainText("SEO");
  await expect(page.getByTestId("report-voice")).toHaveCount(0);
  await page.getByRole("button", { name: "AI edit" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Match my voice" })).toBeDisabled();
  await expect(menu).toContainText("Learn a voice on the Voices page first.");
  // axe on the page (an open menu hides the rest of the page from assistive technology).
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expectNoSeriousViolations(page);
});
