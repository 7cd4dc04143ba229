import type { Page } from "@playwright/test";
import { type Database, schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { insertPost, insertUser } from "../../support/factories";
import { choose, expect, navigate, test, toast } from "../../support/fixtures";

const cards = (page: Page) => page.locator("main article");
const cardTitles = (page: Page) => cards(page).locator("h2");
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

/** Three distinct posts (newest: the reel) plus `fillers` older one-line posts. */
async function seedLibrary(db: Database, userId: string, fillers = 0) {
  for (let n = 0; n < fillers; n++) {
    await insertPost(db, userId, {
      title: `Filler note ${String(n + 1).padStart(2, "0")}`,
      // A minute apart, so "newest first" has one answer.
      createdAt: new Date(day(1).getTime() + n * 60_000),
      wordCount: 10,
    });
  }
  await insertPost(db, userId, {
    title: "Zesty lemon cake",
    topic: "baking",
    description: "A bright cake for spring.",
    keywords: ["lemon", "cake", "spring", "dessert", "citrus"],
    tone: "friendly",
    wordCount: 1200,
    createdAt: day(10),
    content:
      "<h2>Zest</h2><p>Grate the <strong>lemons</strong>.</p><ul><li>Flour</li><li>Sugar</li></ul>",
  });
  await insertPost(db, userId, {
    title: "Apple pie help",
    contentType: "help",
    description: null,
    keywords: [],
    tone: null,
    wordCount: 300,
    createdAt: day(11),
    content: "   ",
  });
  await insertPost(db, userId, {
    title: "Menu launch reel",
    contentType: "video",
    topic: "restaurant marketing",
    wordCount: 150,
    createdAt: day(12),
  });
}

test("cards show each post's details, and search, filter and sort live in the URL", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "pro" });
  await seedLibrary(db, user.id);
  const stranger = await insertUser(db);
  await insertPost(db, stranger.id, { title: "A stranger's lemon secrets", keywords: ["lemon"] });

  await navigate(page, "/dashboard/library");
  await expect(page.getByRole("heading", { name: "Content Library", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "3 items" })).toBeVisible();
  await expect(cardTitles(page)).toHaveText([
    "Menu launch reel",
    "Apple pie help",
    "Zesty lemon cake",
  ]);

  const cake = card(page, "Zesty lemon cake");
  await expect(cake.getByText("Blog Post")).toBeVisible();
  await expect(cake.getByText("Created Mar 10, 2026")).toBeVisible();
  await expect(cake.getByText("A bright cake for spring.")).toBeVisible();
  await expect(cake.getByText("1,200 words")).toBeVisible();
  await expect(cake.getByText("Tone: Friendly")).toBeVisible();
  await expect(cake.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText([
    "lemon",
    "cake",
    "spring",
    "+2 more",
  ]);
  const help = card(page, "Apple pie help");
  await expect(help.getByText("Help Article")).toBeVisible();
  await expect(help.getByText("No description available")).toBeVisible();
  await expect(help.getByRole("list", { name: "Keywords" })).toHaveCount(0);
  await expect(cake.getByRole("link", { name: "Edit “Zesty lemon cake”" })).toHaveAttribute(
    "href",
    /\/dashboard\/edit\/[0-9a-f-]{36}$/,
  );
  await expectNoSeriousViolations(page);

  // Search (debounced) matches the topic too, ignores case, and never shows the stranger's post.
  await page.getByRole("searchbox", { name: "Search your content" }).fill("LEMON");
  await expect(page).toHaveURL(/[?&]q=LEMON/);
  await expect(cardTitles(page)).toHaveText(["Zesty lemon cake"]);
  await expect(page.getByRole("status").filter({ hasText: "1 item" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search your content" }).fill("restaurant");
  await expect(cardTitles(page)).toHaveText(["Menu launch reel"]);

  // A search that finds nothing says so and offers a way back.
  await page.getByRole("searchbox", { name: "Search your content" }).fill("nothing like this");
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms")).toBeVisible();
  await page.getByRole("link", { name: "Clear search and filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  await expect(page.getByRole("searchbox", { name: "Search your content" })).toHaveValue("");
  await expect(cards(page)).toHaveCount(3);

  await choose(page, "Content type", "Help Article");
  await expect(page).toHaveURL(/type=help/);
  await expect(cardTitles(page)).toHaveText(["Apple pie help"]);
  await choose(page, "Content type", "All Types");
  await expect(cards(page)).toHaveCount(3);

  for (const [sort, titles] of [
    ["Title A-Z", ["Apple pie help", "Menu launch reel", "Zesty lemon cake"]],
    ["Word Count", ["Zesty lemon cake", "Apple pie help", "Menu launch reel"]],
    ["Oldest First", ["Zesty lemon cake", "Apple pie help", "Menu launch reel"]],
  ] as const) {
    await choose(page, "Sort by", sort);
    await expect(cardTitles(page)).toHaveText([...titles]);
  }
  await expect(page).toHaveURL(/sort=oldest/);

  // The URL is the state: a reload and Back both show the same list.
  await page.getByRole("searchbox", { name: "Search your content" }).fill("e");
  await expect(page).toHaveURL(/q=e&sort=oldest/);
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search your content" })).toHaveValue("e");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveText("Oldest First");
  await expect(cardTitles(page)).toHaveText([
    "Zesty lemon cake",
    "Apple pie help",
    "Menu launch reel",
  ]);
  await card(page, "Apple pie help").getByRole("link", { name: /^View/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Apple pie help", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/q=e&sort=oldest/);
  await expect(page.getByRole("searchbox", { name: "Search your content" })).toHaveValue("e");
  await expect(cardTitles(page).first()).toHaveText("Zesty lemon cake");
});

test("pages of twelve, with previous and next", async ({ page, signIn, db }) => {
  const user = await signIn({ tier: "pro" });
  await seedLibrary(db, user.id, 12);
  await navigate(page, "/dashboard/library");
  await expect(page.getByRole("status").filter({ hasText: "15 items" })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const pages = page.getByRole("navigation", { name: "Library pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page)).toHaveCount(3);
  await expect(cardTitles(page)).toHaveText(["Filler note 03", "Filler note 02", "Filler note 01"]);
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(cardTitles(page).first()).toHaveText("Menu launch reel");
  // A page past the end shows the last one.
  await navigate(page, "/dashboard/library", { search: { page: "40" } });
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
});

test("Copy puts the post's text on the clipboard, and says so when there is none", async ({
  page,
  context,
  signIn,
  db,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await trackClipboard(page);
  const user = await signIn({ tier: "pro" });
  await seedLibrary(db, user.id);
  await navigate(page, "/dashboard/library");

  await card(page, "Zesty lemon cake").getByRole("button", { name: /^Copy/ }).click();
  await expect(toast(page, "Content Copied")).toBeVisible();
  expect(await lastCopied(page)).toBe("Zest\n\nGrate the lemons.\n\n• Flour\n• Sugar");

  await card(page, "Apple pie help").getByRole("button", { name: /^Copy/ }).click();
  await expect(toast(page, "No Content")).toContainText("There's no content available to copy.");
  expect(await lastCopied(page)).toBe("Zest\n\nGrate the lemons.\n\n• Flour\n• Sugar");
});

test("Delete asks first: Cancel keeps the post, Delete removes it", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "pro" });
  await seedLibrary(db, user.id);
  await navigate(page, "/dashboard/library");

  await card(page, "Menu launch reel")
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(dialog).toContainText(
    "This action cannot be undone. This will permanently delete your content.",
  );
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(3);

  await card(page, "Menu launch reel")
    .getByRole("button", { name: /^Delete/ })
    .click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Post Deleted")).toContainText(
    "The content has been deleted successfully.",
  );
  await expect(cardTitles(page)).toHaveText(["Apple pie help", "Zesty lemon cake"]);
  await expect(page.getByRole("status").filter({ hasText: "2 items" })).toBeVisible();
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
});

test("Delete of a post that is already gone says it failed", async ({ page, signIn, db }) => {
  const user = await signIn({ tier: "pro" });
  const post = await insertPost(db, user.id, { title: "Deleted elsewhere" });
  await navigate(page, "/dashboard/library");
  await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, post.id));
  await card(page, "Deleted elsewhere")
    .getByRole("button", { name: /^Delete/ })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Delete Failed")).toContainText("Failed to delete the content.");
});

test("an empty library invites the first post", async ({ page, signIn }) => {
  await signIn({ tier: "free" });
  await navigate(page, "/dashboard/library");
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  await expect(page.getByText("Start creating your first content!")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "0 items" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Create content" }).click();
  await expect(page).toHaveURL(/\/dashboard\/create$/);
});

test("the posts API answers only the owner", async ({ page, signIn, db }) => {
  const user = await signIn({ tier: "pro" });
  const mine = await insertPost(db, user.id, { title: "Mine", content: "<p>Hello</p>" });
  const stranger = await insertUser(db);
  const theirs = await insertPost(db, stranger.id, { title: "Theirs" });

  const own = await page.request.get(`/api/posts/${mine.id}`);
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ id: mine.id, title: "Mine", content: "<p>Hello</p>" });
  expect(await own.json()).not.toHaveProperty("userId");

  for (const id of [theirs.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
    expect((await page.request.get(`/api/posts/${id}`)).status(), id).toBe(404);
    expect((await page.request.delete(`/api/posts/${id}`)).status(), id).toBe(404);
  }
  const left = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, theirs.id));
  expect(left).toHaveLength(1);
  expect((await page.request.delete(`/api/posts/${mine.id}`)).status()).toBe(200);
  expect((await page.request.get(`/api/posts/${mine.id}`)).status()).toBe(404);
});

test("while the list reloads it says 'Loading your content...'", async ({ page, signIn, db }) => {
  const user = await signIn();
  await insertPost(db, user.id, { title: "Only post" });
  await navigate(page, "/dashboard/library");
  await expect(cardTitles(page)).toHaveText(["Only post"]);

  // Hold the next data request until the loading state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/dashboard/library.data**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Search your content" }).fill("only");
  await expect(page.getByText("Loading your content...")).toBeVisible();
  release();
  await expect(page.getByText("Loading your content...")).toBeHidden();
  await expect(cardTitles(page)).toHaveText(["Only post"]);
});
