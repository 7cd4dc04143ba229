import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { insertPost, insertUser } from "../../support/factories";
import { expect, navigate, test } from "../../support/fixtures";

const BODY = "<h2>Heading</h2><p>Some words for the test.</p>";

test("edits the title, keywords and body, previews it and saves; the view shows the new post", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "pro" });
  const post = await insertPost(db, user.id, {
    title: "Original title",
    keywords: ["old keyword"],
    content: BODY,
    wordCount: 6,
  });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });

  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Original title");
  await expect(page.getByLabel("Keywords")).toHaveValue("old keyword");
  await expect(page.getByLabel("Word count")).toHaveValue("6 words");

  await page.getByLabel("Title").fill("Composting at home");
  await page.getByLabel("Keywords").fill("compost,  garden , Compost,,");

  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" More words here.");
  await page.keyboard.press("Enter");
  const bold = page.getByRole("button", { name: "Bold", exact: true });
  await expect(bold).toHaveAttribute("aria-pressed", "false");
  await bold.click();
  await expect(bold).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Bold text");

  await expectNoSeriousViolations(page);

  const preview = page.getByRole("button", { name: "Preview" });
  await preview.click();
  await expect(preview).toHaveAttribute("aria-pressed", "true");
  await expect(body).toBeHidden();
  const rendered = page.getByRole("region", { name: "Preview" });
  await expect(rendered.locator("strong")).toHaveText("Bold text");
  await expect(rendered).toContainText("Some words for the test. More words here.");
  await preview.click();
  await expect(body).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page).toHaveURL(`/dashboard/view/${post.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Composting at home");
  await expect(page.getByText("Changes Saved")).toBeVisible();
  const keywords = page.getByRole("main").getByRole("list").first().getByRole("listitem");
  await expect(keywords).toHaveText(["compost", "garden"]);
  // Heading (1) + "Some words for the test. More words here." (8) + "Bold text" (2).
  await expect(page.getByText(/· 11 words$/)).toBeVisible();

  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(row?.wordCount).toBe(11);
  expect(row?.content).toContain("<strong>Bold text</strong>");
  expect(row?.analysis).not.toBeNull();
});

test("a blank title is refused next to the field and nothing is saved", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { title: "Keep me" });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  const title = page.getByLabel("Title");
  await title.fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a title.")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Please enter a title.");
  await expect(page).toHaveURL(`/dashboard/edit/${post.id}`);
  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(row?.title).toBe("Keep me");
});

test("a save over changes made elsewhere is refused and the edits stay on screen", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, {
    title: "Opened here",
    updatedAt: new Date("2024-01-01T00:00:00Z"),
  });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  // Another tab saves first.
  await db
    .update(schema.blogPosts)
    .set({ title: "Saved in another tab", updatedAt: new Date() })
    .where(eq(schema.blogPosts.id, post.id));

  await page.getByLabel("Title").fill("Mine from this tab");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Save Failed")).toBeVisible();
  await expect(page.getByText(/changed in another tab or window/)).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/edit/${post.id}`);
  await expect(page.getByLabel("Title")).toHaveValue("Mine from this tab");
  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  expect(row?.title).toBe("Saved in another tab");
});

test("leaving with unsaved changes asks first; without changes it does not", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { content: BODY });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Library" }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);

  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  await page.getByLabel("Topic").fill("A changed topic");
  await page.getByRole("link", { name: "Back to Library" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/dashboard/edit/${post.id}`);
  await expect(page.getByLabel("Topic")).toHaveValue("A changed topic");

  await page.getByRole("link", { name: "Back to Library" }).click();
  await dialog.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);

  // A change in the body alone counts too, and closing the tab asks the browser's question.
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("x");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const prompt = await asked;
  expect(prompt.type()).toBe("beforeunload");
  await prompt.accept();
});

test("another user's post is 'Blog post not found' and cannot be saved over", async ({
  page,
  signIn,
  db,
  baseURL,
}) => {
  await signIn();
  const other = await insertUser(db);
  const theirs = await insertPost(db, other.id, { title: "Not yours" });

  const response = await navigate(page, "/dashboard/edit/:id", { params: { id: theirs.id } });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Blog post not found" })).toBeVisible();
  await expectNoSeriousViolations(page);

  const post = await page.request.post(`/dashboard/edit/${theirs.id}`, {
    form: { title: "Taken over", content: "<p>mine now</p>" },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(404);
  const [row] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, theirs.id));
  expect(row).toEqual(theirs);
});

test("a save that fails shows Save Failed and keeps the edits on screen", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { content: BODY });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  await page.getByLabel("Title").fill("An edit worth keeping");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Typed before the failure.");
  // The post disappears (deleted in another tab) before the save reaches the server.
  await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));

  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Save Failed")).toBeVisible();
  await expect(page.getByText("Failed to save the blog post.")).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/edit/${post.id}`);
  await expect(page.getByLabel("Title")).toHaveValue("An edit worth keeping");
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText(
    "Typed before the failure.",
  );
});

test("the toolbar is one tab stop with arrow keys inside; a link takes only a safe URL", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  const post = await insertPost(db, user.id, { content: "<p>Read the guide today.</p>" });
  await navigate(page, "/dashboard/edit/:id", { params: { id: post.id } });
  const body = page.getByRole("textbox", { name: "Content" });
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });

  await body.click();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Bold", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  // The last button is the AI edits' menu (issue 28), loaded after the editor.
  await expect(toolbar.getByRole("button", { name: "AI edit" })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(toolbar.getByRole("button", { name: "Bold", exact: true })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: /./ }).first()).not.toBeFocused();

  await body.click();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("Shift+Control+ArrowRight");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link" });
  const url = dialog.getByLabel("URL");
  await url.fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByText(/Enter a web address/)).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page);
  await url.fill("https://example.com/guide");
  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(dialog).toBeHidden();
  await expect(body.locator('a[href="https://example.com/guide"]')).toHaveCount(1);
  await expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.locator('input[type="hidden"][name="content"]')).toHaveValue(
    '<p><a href="https://example.com/guide">Read</a> the guide today.</p>',
  );
});
