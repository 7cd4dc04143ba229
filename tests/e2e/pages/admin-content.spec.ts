import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { eq, like } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, navigate, test, toast } from "../../support/fixtures";
import { insertContent } from "../../support/site-content";

const word = () => `zq${randomBytes(4).toString("hex")}`;

/** The public page as the next visitor gets it (the page cache empties on the database's notice). */
async function publicStatus(page: Page, path: string) {
  const response = await page.request.get(path);
  return { status: response.status(), html: await response.text() };
}

async function openContentForm(page: Page) {
  await navigate(page, "/dashboard/admin/content", { search: { edit: "new" } });
  await expect(page.getByRole("heading", { name: "New Content" })).toBeVisible();
}

async function typeBody(page: Page, text: string) {
  const body = page.getByRole("textbox", { name: "Content", exact: true });
  await body.click();
  await page.keyboard.type(text);
}

test("an admin creates, edits, publishes, unpublishes and deletes an article; the public blog follows", async ({
  page,
  signIn,
  db,
}) => {
  await signIn({ roles: ["admin"] });
  const tag = word();
  await openContentForm(page);
  await page.getByLabel("Title", { exact: true }).fill(`${tag} Composting at home`);
  await expect(page.getByLabel("Slug")).toHaveValue(`${tag}-composting-at-home`);
  await typeBody(page, "Compost turns kitchen scraps into soil.");
  await page.getByLabel("Excerpt").fill("Scraps into soil.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Content created")).toBeVisible();
  const slug = `${tag}-composting-at-home`;
  const row = page.getByTestId("content-row").filter({ hasText: tag });
  await expect(row).toContainText("Draft");
  const [stored] = await db
    .select()
    .from(schema.websiteContent)
    .where(eq(schema.websiteContent.slug, slug));
  expect(stored).toMatchObject({
    status: "draft",
    publishedAt: null,
    excerpt: "Scraps into soil.",
  });
  expect(stored?.content).toContain("Compost turns kitchen scraps into soil.");
  expect((await publicStatus(page, `/blog/${slug}`)).status).toBe(404);

  // Publish: the article appears on the public blog on the next request.
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Content" })).toBeVisible();
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Content saved")).toBeVisible();
  await expect(row).toContainText("Published");
  await expect.poll(async () => (await publicStatus(page, `/blog/${slug}`)).status).toBe(200);
  await page.goto(`/blog?q=${tag}`);
  await expect(page.getByRole("link", { name: `${tag} Composting at home` })).toBeVisible();
  const [published] = await db
    .select()
    .from(schema.websiteContent)
    .where(eq(schema.websiteContent.slug, slug));
  expect(published?.publishedAt).toBeInstanceOf(Date);

  // Edit the title: the public page shows it; publishing again keeps the first publication time.
  await navigate(page, "/dashboard/admin/content", { search: { edit: published?.id ?? "" } });
  await page.getByLabel("Title", { exact: true }).fill(`${tag} Composting, revised`);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Content saved")).toBeVisible();
  await expect
    .poll(async () => (await publicStatus(page, `/blog/${slug}`)).html)
    .toContain(`${tag} Composting, revised`);
  const [again] = await db
    .select()
    .from(schema.websiteContent)
    .where(eq(schema.websiteContent.slug, slug));
  expect(again?.publishedAt).toEqual(published?.publishedAt);

  // Unpublish: gone from the public site at once.
  await navigate(page, "/dashboard/admin/content", { search: { edit: published?.id ?? "" } });
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Content saved")).toBeVisible();
  await expect.poll(async () => (await publicStatus(page, `/blog/${slug}`)).status).toBe(404);
  expect((await publicStatus(page, `/blog?q=${tag}`)).html).not.toContain(`${tag} Composting`);

  // Delete, after confirming.
  await navigate(page, "/dashboard/admin/content", { search: { q: tag } });
  await row.getByRole("button", { name: /Delete/ }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this content?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /Delete/ }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Content deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Website Content" })).toBeFocused();
  expect(
    await db.select().from(schema.websiteContent).where(eq(schema.websiteContent.slug, slug)),
  ).toEqual([]);
});

test("the slug is derived from the title, must be unique and may not be a type keyword", async ({
  page,
  signIn,
  db,
}) => {
  await signIn({ roles: ["admin"] });
  const tag = word();
  await insertContent(db, { slug: `${tag}-taken` });
  await openContentForm(page);
  const title = page.getByLabel("Title", { exact: true });
  const slug = page.getByLabel("Slug");
  await title.fill(`  Ça va?  Hello -- World!! ${tag} `);
  await expect(slug).toHaveValue(`ca-va-hello-world-${tag}`);
  await typeBody(page, "Body words.");
  const count = async () =>
    (
      await db
        .select()
        .from(schema.websiteContent)
        .where(like(schema.websiteContent.slug, `%${tag}%`))
    ).length;

  await slug.fill("videos");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This slug is reserved for a blog listing")).toBeVisible();
  await expect(slug).toHaveAttribute("aria-invalid", "true");

  await slug.fill(`${tag}-taken`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("This slug is already used by other content")).toBeVisible();
  expect(await count()).toBe(1);

  // Once typed by hand, the slug no longer follows the title.
  await slug.fill(`${tag}-mine`);
  await title.fill("Another title");
  await expect(slug).toHaveValue(`${tag}-mine`);
  await title.fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  expect(await count()).toBe(1);

  // Unsaved changes: leaving asks first.
  await page.getByRole("link", { name: "Back to Content" }).click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page.getByRole("heading", { name: "New Content" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Content" }).click();
  await leave.getByRole("button", { name: "Leave" }).click();
  await expect(page.getByRole("heading", { name: "Website Content" })).toBeVisible();
});

test("meta fields count characters against the analyser's range; the video field is only for demo videos", async ({
  page,
  signIn,
}) => {
  await signIn({ roles: ["admin"] });
  await openContentForm(page);
  const metaTitle = page.getByLabel("Meta title");
  await metaTitle.fill("Short title");
  const counter = page.locator("#content-metaTitle-counter");
  await expect(counter).toHaveText("11 of 60 characters The analyser aims for 30 to 60.");
  await expect(counter).toHaveAttribute("data-state", "short");
  await metaTitle.fill("A meta title that sits well inside the range");
  await expect(counter).toHaveAttribute("data-state", "good");
  await metaTitle.fill("x".repeat(61));
  await expect(counter).toHaveAttribute("data-state", "over");
  await page.getByLabel("Meta description").fill("d".repeat(130));
  await expect(page.locator("#content-metaDescription-counter")).toContainText(
    "130 of 160 characters",
  );
  // The analyser beside the editor follows what is typed.
  await expect(page.getByRole("complementary", { name: "Analysis" })).toContainText(
    "61 characters",
  );

  await expect(page.getByLabel("Video URL")).toHaveCount(0);
  await page.getByLabel("Content type").selectOption("demo_video");
  await expect(page.getByLabel("Video URL")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(`${word()} Demo`);
  await typeBody(page, "A short demo.");
  await metaTitle.fill("");
  await page.getByLabel("Video URL").fill("https://videos.example/demo.mp4");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Video URL must be a YouTube or Vimeo link")).toBeVisible();
  await page.getByLabel("Video URL").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await page.getByLabel("Featured image URL").fill("http://images.example/a.png");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Featured image URL must be an https address")).toBeVisible();
  await page.getByLabel("Featured image URL").fill("https://images.example/a.png");
  await expect(page.getByRole("img", { name: "Preview of the featured image" })).toHaveAttribute(
    "src",
    "https://images.example/a.png",
  );

  // The preview is the public article: the video embedded without tracking cookies.
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  );
  await page.getByRole("button", { name: "Preview" }).click();
  await page.getByLabel("Content type").selectOption("blog_post");
  await expect(page.getByLabel("Video URL")).toHaveCount(0);
});

test("an SEO setting is created, read back on the public page, edited with its slug locked, and deleted", async ({
  page,
  signIn,
  db,
}) => {
  await signIn({ roles: ["admin"] });
  await db.delete(schema.seoSettings).where(eq(schema.seoSettings.pageSlug, "careers"));
  await navigate(page, "/dashboard/admin/seo");
  await page.getByRole("link", { name: "New Settings" }).click();
  await page.getByLabel("Page slug").fill("careers");
  await page.getByLabel("Page title").fill("Careers at Inkwell: write with us");
  await expect(page.locator("#seo-pageTitle-counter")).toContainText("33 of 60 characters");
  await page.getByLabel("Meta description").fill("Open roles at Inkwell, set by an admin.");
  await page.getByLabel("Open Graph image URL").fill("https://images.example/careers.png");
  await page.getByLabel("Schema type").selectOption("AboutPage");
  await page.getByLabel(/noindex/).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "SEO settings created")).toBeVisible();
  const row = page.getByTestId("seo-row").filter({ hasText: "careers" });
  await expect(row).toContainText("Careers at Inkwell: write with us");

  await expect
    .poll(async () => (await publicStatus(page, "/careers")).html)
    .toContain("<title>Careers at Inkwell: write with us</title>");
  await page.goto("/careers");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    "Open roles at Inkwell, set by an admin.",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    "https://images.example/careers.png",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((text) => JSON.parse(text)["@type"])).toContain("AboutPage");

  await navigate(page, "/dashboard/admin/seo");
  await row.getByRole("link", { name: /Edit/ }).click();
  await expect(page.getByLabel("Page slug")).toHaveAttribute("readonly", "");
  await page.getByLabel("Page title").fill("Jobs at Inkwell");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "SEO settings saved")).toBeVisible();
  await expect
    .poll(async () => (await publicStatus(page, "/careers")).html)
    .toContain("<title>Jobs at Inkwell</title>");

  await row.getByRole("button", { name: /Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "SEO settings deleted")).toBeVisible();
  await expect
    .poll(async () => (await publicStatus(page, "/careers")).html)
    .not.toContain("Jobs at Inkwell");
  expect(
    await db.select().from(schema.seoSettings).where(eq(schema.seoSettings.pageSlug, "careers")),
  ).toEqual([]);
});

test("both admin tabs pass axe, in their lists and their forms", async ({ page, signIn }) => {
  await signIn({ roles: ["admin"] });
  const screens = [
    ["/dashboard/admin/content", {}],
    ["/dashboard/admin/content", { edit: "new" }],
    ["/dashboard/admin/seo", {}],
    ["/dashboard/admin/seo", { edit: "new" }],
  ] as const;
  for (const [path, search] of screens) {
    await navigate(page, path, { search });
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

test("non-admins see Access Denied, never download the admin panels, and their writes change nothing", async ({
  page,
  signIn,
  db,
}) => {
  await signIn({ tier: "elite" });
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/dashboard/admin/content", "/dashboard/admin/seo"] as const) {
    await navigate(page, path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
  expect(scripts.filter((url) => /content-tab|seo-tab|content-editor/.test(url))).toEqual([]);
  const before = await db.select().from(schema.websiteContent);
  const refused = await page.request.post("/api/admin/content", {
    data: {
      title: "x",
      slug: `${word()}`,
      content: "<p>x</p>",
      contentType: "blog_post",
      status: "published",
    },
  });
  expect(refused.status()).toBe(403);
  expect(await db.select().from(schema.websiteContent)).toHaveLength(before.length);
});
