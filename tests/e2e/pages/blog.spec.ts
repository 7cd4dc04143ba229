import { randomBytes } from "node:crypto";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { expect, test } from "../../support/fixtures";
import { jsonLdOf } from "../../support/public-pages";
import { insertContent } from "../../support/site-content";

const word = () => `zq${randomBytes(4).toString("hex")}`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

test.describe("the blog", () => {
  test("searches, pages and filters published articles, and offers to clear a search that finds none", async ({
    page,
    db,
  }) => {
    const tag = word();
    for (let i = 1; i <= 11; i++)
      await insertContent(db, {
        slug: `${tag}-${i}`,
        title: `${tag} article ${i}`,
        keywords: [tag],
        publishedAt: minutesAgo(100 + i),
      });
    await insertContent(db, {
      slug: `${tag}-guide`,
      title: `${tag} guide`,
      contentType: "user_guide",
      keywords: [tag],
      publishedAt: minutesAgo(50),
    });
    await insertContent(db, {
      slug: `${tag}-draft`,
      title: `${tag} draft`,
      status: "draft",
      keywords: [tag],
    });

    await page.goto("/blog");
    await page.getByRole("searchbox", { name: "Search articles" }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${tag}$`));
    await expect(page.getByText("12 articles")).toBeVisible();
    await expect(page.getByRole("heading", { name: "All Articles" })).toBeVisible();
    const titles = page.locator("article h3");
    await expect(titles).toHaveCount(9);
    await expect(titles.first()).toHaveText(`${tag} guide`);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(titles).toHaveCount(3);
    await expect(titles.last()).toHaveText(`${tag} article 11`);
    await expect(page.getByText(`${tag} draft`)).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Filter by type" })
      .getByRole("link", { name: "Guides" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/guides\\?q=${tag}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
    await expect(titles).toHaveText([`${tag} guide`]);

    await page.goto(`/blog?q=${word()}`);
    await expect(page.getByText("No articles found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Latest Articles" })).toBeVisible();
  });

  test("features featured articles on its first page, and /help and /guides show their listings", async ({
    page,
    db,
  }) => {
    const tag = word();
    await insertContent(db, {
      slug: `${tag}-featured`,
      title: `${tag} featured`,
      featured: true,
      publishedAt: new Date(Date.now() + 60_000),
    });
    await insertContent(db, {
      slug: `${tag}-help`,
      title: `${tag} help`,
      contentType: "help_article",
      publishedAt: new Date(Date.now() + 60_000),
    });
    await expect(async () => {
      await page.goto("/blog");
      const featured = page.getByRole("region", { name: "Featured" });
      await expect(featured.getByRole("link", { name: `${tag} featured` })).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    await page.goto("/help");
    await expect(page.getByRole("heading", { level: 1, name: "Help Articles" })).toBeVisible();
    await expect(page.getByRole("link", { name: `${tag} help` })).toBeVisible();
    await page.goto("/guides");
    await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
  });

  test("an article shows its badges, date, read time, tags and related items, and passes axe", async ({
    page,
    db,
  }) => {
    const tag = word();
    const body = `<h1>Inner title</h1><p>${"word ".repeat(450)}</p><script>alert(1)</script><p onclick="x()">Safe</p>`;
    const article = await insertContent(db, {
      slug: `${tag}-main`,
      title: `${tag} main`,
      contentType: "ecommerce",
      featured: true,
      keywords: [tag, "retail"],
      content: body,
      featuredImageUrl: "https://images.example/cover.jpg",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      publishedAt: minutesAgo(1),
    });
    for (let i = 1; i <= 4; i++)
      await insertContent(db, {
        slug: `${tag}-rel-${i}`,
        title: `${tag} related ${i}`,
        contentType: "ecommerce",
        publishedAt: minutesAgo(10 + i),
      });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    const response = await page.goto(`/blog/${article.slug}`);
    expect(response?.status()).toBe(200);
    const ld = jsonLdOf((await response?.text()) ?? "");
    expect(ld.find((block) => block["@type"] === "BlogPosting")).toMatchObject({
      headline: `${tag} main`,
      author: { "@type": "Organization", name: "Inkwell" },
      image: ["https://images.example/cover.jpg"],
      datePublished: article.publishedAt?.toISOString(),
      dateModified: article.updatedAt.toISOString(),
      keywords: `${tag}, retail`,
    });
    const crumbs = ld.find((block) => block["@type"] === "BreadcrumbList")?.itemListElement;
    expect((crumbs as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Blog",
      "E-commerce",
      `${tag} main`,
    ]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${tag} main`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("E-commerce", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByText("3 min read")).toBeVisible();
    await expect(page.getByText(`Excerpt of ${tag}-main`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.locator('img[src="https://images.example/cover.jpg"]')).toHaveAttribute(
      "width",
      "1200",
    );
    await expect(
      page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
    ).toHaveCount(1);
    await expect(page.locator("article script")).toHaveCount(0);
    await expect(page.locator("[onclick]")).toHaveCount(0);
    const tags = page.getByRole("region", { name: "Tags" });
    await expect(tags.getByRole("link")).toHaveText([tag, "retail"]);
    const related = page.getByRole("region", { name: "Related articles" });
    await expect(related.locator("h3")).toHaveText([
      `${tag} related 1`,
      `${tag} related 2`,
      `${tag} related 3`,
    ]);
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
  });

  test("Share copies the link where the browser has no share sheet", async ({
    page,
    db,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await trackClipboard(page);
    const article = await insertContent(db);
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
    await page.goto(`/blog/${article.slug}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to the clipboard.")).toBeVisible();
    expect(await lastCopied(page)).toBe(`${baseURL}/blog/${article.slug}`);
  });

  test("drafts and archived items are never reachable, and the other reading of the address moves for good", async ({
    page,
    db,
    request,
  }) => {
    const draft = await insertContent(db, { status: "draft" });
    const archived = await insertContent(db, { status: "archived" });
    for (const slug of [draft.slug, archived.slug]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
      await expect(page.getByText(draft.title)).toHaveCount(0);
    }
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);

    const published = await insertContent(db);
    const moved = await request.get(`/blog/post/${published.slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/blog/${published.slug}`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(draft.slug);
    expect(await (await request.get("/llms-full.txt")).text()).not.toContain(draft.slug);
  });
});
