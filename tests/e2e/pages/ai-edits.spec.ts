/**
 * Issue 28 parts 1-2 in the browser: an AI edit of a selection shown as tracked changes in the
 * editor, reviewed change by change (with the mouse, then with the keyboard only), undone and
 * saved; the model is the scripted one (tests/support/scripted-edits.ts), on a server of its own.
 * A hostile answer shows as text and never runs. axe runs with the suggestions shown.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost } from "../../support/factories";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("ai_edits");
});

test.afterAll(async () => {
  await app?.stop();
});

test.afterEach(() => {
  app.scripted.plantedEdit = null;
  app.scripted.scenario = "clean";
});

const FIRST = "The quick brown fox jumps over the lazy dog.";
const REST = "<h2>Details</h2><p>Foxes are quick animals.</p>";
const BODY = `<p>${FIRST}</p>${REST}`;

/**
 * Waits until the editor itself holds the selection the keys made: ProseMirror reads a DOM
 * selection change a moment later, and on a loaded machine a key that moves the focus on (to
 * the toolbar) could otherwise come first and leave the editor with an empty selection.
 */
async function selectionSeen(page: import("@playwright/test").Page) {
  await page.waitForFunction(() => {
    const dom = document.querySelector(".ProseMirror") as
      | (Element & { editor?: { state: { selection: { empty: boolean } } } })
      | null;
    return dom?.editor ? !dom.editor.state.selection.empty : false;
  });
}

async function openPost(page: import("@playwright/test").Page) {
  const user = await createUserWithSession(app.db, { tier: "free" });
  await app.signIn(page, user.token);
  const post = await insertPost(app.db, user.id, { content: BODY, wordCount: 14 });
  await page.goto(
    `${app.server.url}${routeUrl("/dashboard/edit/:id", { params: { id: post.id } })}`,
  );
  const body = page.getByRole("textbox", { name: "Content" });
  // The AI menu loads after the editor.
  await expect(page.getByRole("button", { name: "AI edit" })).toBeVisible();
  return { post, body };
}

const savedContent = async (id: string) => {
  const [row] = await app.db
    .select({ content: schema.blogPosts.content })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, id));
  return row?.content;
};

test("rewrite a selection: the diff shows, one change accepted, one rejected, undo, save", async ({
  page,
}) => {
  const { post, body } = await openPost(page);
  app.scripted.plantedEdit = "The slow brown fox leaps over the lazy dog.";
  await body.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+End");
  await selectionSeen(page);

  await page.getByRole("button", { name: "AI edit" }).click();
  const menu = page.getByRole("menu");
  // Today's allowance before the first edit, and that a failed edit costs nothing.
  await expect(menu).toContainText("10 of 10 AI edits left today. A failed edit costs nothing.");
  await menu.getByRole("menuitem", { name: "Rewrite" }).click();

  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toContainText("Change 1 of 2:");
  await expect(body.locator("del")).toHaveText(["quick", "jumps"]);
  await expect(body.locator("ins")).toHaveText(["slow", "leaps"]);
  await expect(bar).toContainText("replaces “quick” with “slow”");
  await expect(body).toHaveAttribute("contenteditable", "true");
  await expectNoSeriousViolations(page);

  await bar.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(bar).toContainText("Change 1 of 1: replaces “jumps” with “leaps”");
  await bar.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(bar).toBeHidden();
  await expect(body.locator("ins, del")).toHaveCount(0);
  await expect(body).toContainText("The slow brown fox jumps over the lazy dog.");

  // Undo brings the rejected change back, to be decided again.
  await body.press("Control+z");
  await expect(bar).toContainText("Change 1 of 1");
  await expect(body.locator("ins")).toHaveText(["leaps"]);
  await bar.getByRole("button", { name: "Reject all" }).click();
  await expect(bar).toBeHidden();

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/view/${post.id}$`));
  expect(await savedContent(post.id)).toBe(
    `<p>The slow brown fox jumps over the lazy dog.</p>${REST}`,
  );
  const [edit] = await app.db
    .select({ reviewedAt: schema.aiEdits.reviewedAt, action: schema.aiEdits.action })
    .from(schema.aiEdits)
    .where(eq(schema.aiEdits.postId, post.id));
  expect(edit?.action).toBe("rewrite");
  expect(edit?.reviewedAt).not.toBeNull();
  // The save's version names the accepted edit (the form's hidden aiActions).
  const versions = await app.db
    .select({ kind: schema.postVersions.kind, actions: schema.postVersions.actions })
    .from(schema.postVersions)
    .where(eq(schema.postVersions.postId, post.id));
  expect(versions.filter((v) => v.kind === "ai").map((v) => v.actions)).toEqual([["rewrite"]]);
});

test("an edit that finished while the page was closed is offered again, or explained", async ({
  page,
}) => {
  const { post, body } = await openPost(page);
  // Leaving with suggestions on screen asks first (they are unsaved): the test leaves anyway.
  page.on("dialog", (dialog) => void dialog.accept());
  const rewrite = async () => {
    await body.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Shift+End");
    await selectionSeen(page);
    await page.getByRole("button", { name: "AI edit" }).click();
    await page.getByRole("menuitem", { name: "Rewrite" }).click();
    await expect(page.getByRole("region", { name: "AI suggestions" })).toBeVisible();
  };
  app.scripted.plantedEdit = "The slow brown fox leaps over the lazy dog.";
  await rewrite();
  await page.reload();
  const waiting = page.getByRole("region", { name: "AI edit waiting" });
  await expect(waiting).toContainText("An AI edit (Rewrite) finished while this page was closed.");
  await waiting.getByRole("button", { name: "Review the suggestion" }).click();
  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toContainText("Change 1 of 2");
  await bar.getByRole("button", { name: "Reject all" }).click();
  await expect(bar).toBeHidden();
  await expect(waiting).toBeHidden();

  // The body saved since (elsewhere) is not the one the edit was asked on.
  await rewrite();
  await app.db
    .update(schema.blogPosts)
    .set({ content: "<p>Another body.</p>" })
    .where(eq(schema.blogPosts.id, post.id));
  await page.reload();
  await expect(waiting).toContainText("on a version of the text that was not saved");
  await expect(waiting.getByRole("button", { name: "Review the suggestion" })).toHaveCount(0);
  await waiting.getByRole("button", { name: "Dismiss" }).click();
  await expect(waiting).toBeHidden();
  await expect
    .poll(async () => {
      const rows = await app.db
        .select({ reviewedAt: schema.aiEdits.reviewedAt })
        .from(schema.aiEdits)
        .where(eq(schema.aiEdits.postId, post.id));
      return rows.filter((row) => row.reviewedAt === null).length;
    })
    .toBe(0);
});

test("the keyboard alone: menu, review keys in the text, undo", async ({ page }) => {
  const { post, body } = await openPost(page);
  app.scripted.plantedEdit = "The slow brown fox leaps over the lazy dog.";
  await body.focus();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+End");
  await selectionSeen(page);
  // Into the toolbar (one tab stop), to its end: the AI menu.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("End");
  const trigger = page.getByRole("button", { name: "AI edit" });
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Rewrite" })).toBeEnabled();
  await page.keyboard.type("Rew");
  await expect(menu.getByRole("menuitem", { name: "Rewrite" })).toBeFocused();
  await page.keyboard.press("Enter");

  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toContainText("Change 1 of 2");
  // The text has the focus, at the first change: the review keys work there.
  await expect(body).toBeFocused();
  await page.keyboard.press("Alt+BracketRight");
  await expect(bar).toContainText("Change 2 of 2: replaces “jumps” with “leaps”");
  await page.keyboard.press("Control+Alt+Enter");
  await expect(bar).toContainText("Change 1 of 1: replaces “quick” with “slow”");
  await page.keyboard.press("Control+Alt+Backspace");
  await expect(bar).toBeHidden();
  await expect(body).toContainText("The quick brown fox leaps over the lazy dog.");
  await page.keyboard.press("Control+z");
  await expect(bar).toContainText("Change 1 of 1");
  await page.keyboard.press("Control+Alt+Backspace");
  await expect(bar).toBeHidden();

  // Save from the keyboard as well.
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/dashboard/view/${post.id}$`));
  expect(await savedContent(post.id)).toBe(
    `<p>The quick brown fox leaps over the lazy dog.</p>${REST}`,
  );
});

test("a hostile answer shows as text and never runs; the allowance counts the edit", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { body } = await openPost(page);
  app.scripted.plantedEdit = [
    "The slow brown fox",
    '<img src="x" onerror="window.__pwned=1;alert(1)">',
    "<script>window.__pwned=2;alert(2)</script>",
    '<a href="javascript:window.__pwned=3" onclick="alert(3)">click</a>',
    '<p onmouseover="alert(4)">leaps over the lazy dog.</p>',
  ].join(" ");
  await body.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+End");
  await selectionSeen(page);
  await page.getByRole("button", { name: "AI edit" }).click();
  await page.getByRole("menuitem", { name: "Rewrite" }).click();
  const bar = page.getByRole("region", { name: "AI suggestions" });
  await expect(bar).toBeVisible();
  await bar.getByRole("button", { name: "Accept all" }).click();
  await expect(bar).toBeHidden();
  await body.locator("p").first().hover();
  // The answer's text is in the body as text; a link it kept points at no script.
  await expect(body).toContainText("The slow brown fox");
  const hrefs = await body
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href).not.toMatch(/^\s*javascript:/i);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator("[onerror], [onclick], [onmouseover]")).toHaveCount(0);
  await expect(body.locator("script")).toHaveCount(0);

  // One edit counted out of the day's ten.
  await page.getByRole("button", { name: "AI edit" }).click();
  await expect(page.getByRole("menu")).toContainText("9 of 10 AI edits left today.");
  await page.keyboard.press("Escape");
});

test("a failed edit costs nothing; over the daily allowance the server's words show", async ({
  page,
}) => {
  const { post, body } = await openPost(page);
  const rewrite = async () => {
    await body.click();
    await page.keyboard.press("Control+Home");
    await page.keyboard.press("Shift+End");
    await selectionSeen(page);
    await page.getByRole("button", { name: "AI edit" }).click();
    await page.getByRole("menuitem", { name: "Rewrite" }).click();
  };
  const allowance = async (text: string) => {
    await page.getByRole("button", { name: "AI edit" }).click();
    await expect(page.getByRole("menu")).toContainText(text);
    await page.keyboard.press("Escape");
  };
  // The model answers nothing usable: the edit fails and is not counted.
  app.scripted.plantedEdit = " ";
  await rewrite();
  await expect(page.getByText("AI edit failed")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Nothing was counted/)).toBeVisible();
  await expect(body).toHaveAttribute("contenteditable", "true");
  await allowance("10 of 10 AI edits left today.");

  // The day's ten used (elsewhere): the start is refused with the server's message.
  const [user] = await app.db
    .select({ id: schema.blogPosts.userId })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, post.id));
  for (let i = 0; i < 10; i++)
    await app.db.insert(schema.aiEdits).values({
      userId: user?.id ?? "",
      postId: post.id,
      action: "shorten",
      input: {},
      baseHash: "0".repeat(64),
      status: "succeeded",
      credit: "0",
      monthYear: new Date().toISOString().slice(0, 7),
      reviewedAt: new Date(),
    });
  await page.reload();
  await allowance("0 of 10 AI edits left today.");
  app.scripted.plantedEdit = "The slow brown fox leaps over the lazy dog.";
  await rewrite();
  await expect(page.getByText("Daily AI edits used")).toBeVisible();
  await expect(page.getByText(/You have used your 10 AI edits for today/)).toBeVisible();
  await expect(page.getByRole("region", { name: "AI suggestions" })).toHaveCount(0);
  await expect(body).toHaveAttribute("contenteditable", "true");
});
