/**
 * Issue 28 part 3, the editor's Report panel: the report of the draft as it is now (asked again
 * through POST /api/posts/{id}/analysis a moment after a change, nothing saved), the meta
 * description field with its length and the report's good range, and one-click fixes: a
 * generated post whose report fails keyword-in-introduction and meta-description-length gets
 * both fixed by the scripted model, the changes accepted, the report passes and the save keeps
 * them. On a server of its own whose model is the scripted one.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("fixes");
});

test.afterAll(async () => {
  await app?.stop();
});

/**
 * A piece whose introduction never names its keyword and that has no meta description, long
 * enough for the rest of the report to be read.
 */
const CONTENT = [
  "<p>Kitchen scraps and garden waste do not have to leave your home in a bin bag.</p>",
  "<h2>What goes in the heap</h2>",
  "<p>A compost heap needs green waste such as peelings and grass, and brown waste such as " +
    "cardboard and dry leaves. Mix them in equal parts, keep the heap damp and turn it often.</p>",
  "<h2>How long it takes</h2>",
  "<p>Most heaps turn into dark, crumbly compost within three to six months. A warm spot and " +
    "regular turning make it faster, while a cold and dry heap can take a year.</p>",
].join("");
const META =
  "Start a compost heap at home: what to put in it, what to leave out and how long it takes " +
  "to turn kitchen scraps into rich, dark soil.";

async function seed(userId: string) {
  return insertPost(app.db, userId, {
    title: "Composting at home for beginners",
    keywords: ["compost"],
    content: CONTENT,
    wordCount: 90,
    metaDescription: null,
    language: "en",
  });
}

async function rowOf(id: string) {
  const [row] = await app.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id));
  return row;
}

test("the report follows the draft, and the meta description field counts toward its range", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const post = await seed(user.id);
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: post.id } })}`,
  );

  const report = page.getByRole("region", { name: "Report" });
  await expect(report).toContainText("There is no meta description");
  await expect(report).toContainText(
    'The first paragraph does not mention the focus keyword "compost".',
  );

  const field = page.getByRole("textbox", { name: "Meta description" });
  await expect(field).toHaveAccessibleDescription(
    "0 characters. The report rates 121 to 156 characters as a good length.",
  );
  await field.fill(META);
  const length = [...META].length;
  await expect(field).toHaveAccessibleDescription(
    `${length} characters. The report rates 121 to 156 characters as a good length.`,
  );
  await expect(report).toContainText(
    `The meta description has ${length} characters, a good length.`,
  );
  await expect(report).not.toContainText("There is no meta description");
  await expectNoSeriousViolations(page);

  // Nothing was saved by the analyses; Save stores the field and the report it was shown.
  expect((await rowOf(post.id))?.metaDescription).toBeNull();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${app.server.url}/dashboard/view/${post.id}`);
  const saved = await rowOf(post.id);
  expect(saved?.metaDescription).toBe(META);
  expect(JSON.stringify(saved?.analysis)).toContain("analysis:meta-description-length.good");
});

test("Fix on two failing checks: the changes accepted, the report passes, the save keeps them", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const post = await seed(user.id);
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: post.id } })}`,
  );
  const report = page.getByRole("region", { name: "Report" });
  const outcome = report.getByRole("status");
  const fixIntroduction = report.getByRole("button", { name: "Fix: keyword in the introduction" });
  const fixMeta = report.getByRole("button", { name: "Fix: meta description length" });
  await expect(fixIntroduction).toBeEnabled();
  await expect(fixMeta).toBeEnabled();
  // Only the failing checks a model can fix get a button (the title's keyword, the links and
  // the length are the writer's to change).
  await expect(report).toContainText("The title does not contain the focus keyword");
  const fixes = report.getByRole("button", { name: /^Fix: / });
  expect((await fixes.evaluateAll((all) => all.map((b) => b.ariaLabel))).sort()).toEqual([
    "Fix: FAQ block",
    "Fix: keyword in the introduction",
    "Fix: meta description length",
  ]);

  // 1. The introduction: its suggestion shown as tracked changes, accepted.
  await fixIntroduction.click();
  await expect(fixMeta).toBeDisabled();
  const suggestions = page.getByRole("region", { name: "AI suggestions" });
  // An AI edit is a queued job followed by events: on a busy machine it takes a while.
  await suggestions.getByRole("button", { name: "Accept all" }).click({ timeout: 60_000 });
  await expect(outcome).toHaveText("Fixed: keyword in the introduction now passes.", {
    timeout: 15_000,
  });
  await expect(fixIntroduction).toHaveCount(0);

  // 2. The meta description: the suggestion beside the field, accepted into it.
  await fixMeta.click();
  const field = page.getByRole("region", { name: "Suggested meta description" });
  await field.getByRole("button", { name: "Accept" }).click({ timeout: 60_000 });
  await expect(outcome).toHaveText("Fixed: meta description length now passes.", {
    timeout: 15_000,
  });
  await expect(fixMeta).toHaveCount(0);
  const meta = await page.getByRole("textbox", { name: "Meta description" }).inputValue();
  expect(meta.length).toBeGreaterThan(120);
  await expectNoSeriousViolations(page);

  // 3. Saved: the accepted changes, and the report that passes both checks.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${app.server.url}/dashboard/view/${post.id}`);
  const saved = await rowOf(post.id);
  expect(saved?.metaDescription).toBe(meta);
  const analysis = JSON.stringify(saved?.analysis);
  expect(analysis).toContain("analysis:keyword-in-introduction.good");
  expect(analysis).toContain("analysis:meta-description-length.good");
});

test("sentences that sound machine-written: marked in the report, fixed, and the save keeps the check good", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  const machine = CONTENT.replace(
    "Mix them in equal parts",
    "In today's fast-paced world, composting is not just a hobby, but a testament to care. Ultimately, we delve into it. Mix them in equal parts",
  );
  const post = await insertPost(app.db, user.id, {
    title: "Composting at home for beginners",
    keywords: ["compost"],
    content: machine,
    wordCount: 110,
    metaDescription: META,
    language: "en",
  });
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: post.id } })}`,
  );
  const report = page.getByRole("region", { name: "Report" });
  const sentences = report.getByTestId("machine-sentences");
  await expect(sentences).toContainText("Sentences that sound machine-written");
  await expect(sentences.locator("mark")).toHaveText([
    "In today's fast-paced world",
    "not just a hobby, but",
    "testament to",
    "Ultimately",
    "delve",
  ]);
  await expectNoSeriousViolations(page);

  await report.getByRole("button", { name: "Fix: phrases that sound machine-written" }).click();
  const suggestions = page.getByRole("region", { name: "AI suggestions" });
  await suggestions.getByRole("button", { name: "Accept all" }).click({ timeout: 60_000 });
  await expect(report.getByRole("status")).toHaveText(
    "Fixed: phrases that sound machine-written now passes.",
    { timeout: 15_000 },
  );
  await expect(sentences).toHaveCount(0);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`${app.server.url}/dashboard/view/${post.id}`);
  expect(JSON.stringify((await rowOf(post.id))?.analysis)).toContain(
    "analysis:machine-phrasing.good",
  );
});
