import { schema } from "@server/db";
import { asc, eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, expectHydrated, navigate, routeUrl, test, toast } from "../../support/fixtures";

const FIRST = "<h2>Compost</h2><p>The first text about compost bins.</p>";

/** Opens the editor, adds words at the end of the body, saves and waits for the post's page. */
async function saveWithMoreWords(page: import("@playwright/test").Page, id: string, words: string) {
  await navigate(page, "/dashboard/edit/:id", { params: { id } });
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(words);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`/dashboard/view/${id}`);
}

const versionsOf = (db: Parameters<Parameters<typeof test>[2]>[0]["db"], id: string) =>
  db
    .select()
    .from(schema.postVersions)
    .where(eq(schema.postVersions.postId, id))
    .orderBy(asc(schema.postVersions.number));

test("the history lists the versions after saves and compares two, keyboard only", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { title: "Bins", content: FIRST, wordCount: 7 });
  await saveWithMoreWords(page, post.id, " Worms help.");
  await saveWithMoreWords(page, post.id, " Turn it weekly.");

  const panel = page.getByTestId("history-panel");
  await expect(panel.getByRole("heading", { name: "Version history" })).toBeVisible();
  const rows = panel.getByTestId("history-version");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Version 3");
  await expect(rows.nth(0)).toContainText("Saved by you");
  await expect(rows.nth(2)).toContainText("Version 1");
  await expect(rows.nth(0)).toContainText("Words: 12");
  await expectNoSeriousViolations(page);

  // Keyboard only: tab to the boxes of versions 3 and 1, tick them, then Compare.
  const compare = panel.getByRole("button", { name: "Compare" });
  await expect(compare).toBeDisabled();
  await panel.getByRole("checkbox", { name: "Choose version 3 to compare" }).focus();
  await page.keyboard.press("Space");
  const first = panel.getByRole("checkbox", { name: "Choose version 1 to compare" });
  while (!(await first.evaluate((el) => el === document.activeElement)))
    await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await compare.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Version 1 compared with version 3" });
  await expect(dialog).toBeVisible();
  const diff = dialog.getByTestId("version-compare");
  await expect(diff.locator("ins")).toContainText(["Worms"]);
  await expect(diff.locator("ins").first()).toContainText("added:");
  await expect(diff.locator("script")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("restore brings back the old text as a new version, and the next save is not refused", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { title: "Bins", content: FIRST, wordCount: 7 });
  await saveWithMoreWords(page, post.id, " A later sentence.");
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  const body = page.getByRole("textbox", { name: "Content" });
  await expect(body).toContainText("A later sentence.");

  const panel = page.getByTestId("history-panel");
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Restore version 1?" });
  await expect(confirm).toContainText("Unsaved edits in the editor are replaced.");
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Version 1 restored")).toBeVisible();
  await expect(body).not.toContainText("A later sentence.");
  await expect(body).toContainText("The first text about compost bins.");
  await expect(panel.getByTestId("history-version").first()).toContainText(
    "Restored from version 1",
  );

  const versions = await versionsOf(db, post.id);
  expect(versions.map((v) => [v.number, v.kind, v.restoredFrom])).toEqual([
    [1, "save", null],
    [2, "save", null],
    [3, "restore", 1],
  ]);
  // The editor holds the restored post's version: saving again works.
  await page.getByLabel("Title").fill("Bins, restored");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(`/dashboard/view/${post.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bins, restored");
  expect(await versionsOf(db, post.id)).toHaveLength(4);
});

test("two tabs: the second tab's save and restore are refused after the first tab saved", async ({
  page,
  context,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { title: "Bins", content: FIRST, wordCount: 7 });
  await saveWithMoreWords(page, post.id, " Second.");
  const tabB = await context.newPage();
  await tabB.goto(routeUrl("/dashboard/edit/:id", { params: { id: post.id } }));
  await expectHydrated(tabB);

  await saveWithMoreWords(page, post.id, " From tab A.");

  await tabB.getByLabel("Title").fill("From tab B");
  await tabB.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(tabB, "Save Failed")).toBeVisible();
  await expect(tabB.getByText(/changed in another tab or window/).first()).toBeVisible();

  await tabB
    .getByTestId("history-panel")
    .getByRole("button", { name: "Restore version 1" })
    .click();
  await tabB.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(toast(tabB, "changed in another tab or window")).toHaveCount(2);
  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(row?.content).toContain("From tab A.");
  expect((await versionsOf(db, post.id)).map((v) => v.kind)).toEqual(["save", "save", "save"]);
});
