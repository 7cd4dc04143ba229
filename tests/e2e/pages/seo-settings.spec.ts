import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expect, test } from "../../support/fixtures";

test("a page's SEO settings win over its defaults, and the page follows when they change", async ({
  page,
  db,
  baseURL,
}) => {
  const slug = "documentation";
  await db.delete(schema.seoSettings).where(eq(schema.seoSettings.pageSlug, slug));
  try {
    await db.insert(schema.seoSettings).values({
      pageSlug: slug,
      pageTitle: "Inkwell Docs: start writing in five steps",
      metaDescription:
        "Quick start, core features and best practices for writing with Inkwell, set by an admin.",
      ogImage: "https://images.example/docs.png",
      canonicalUrl: `${baseURL}/documentation`,
      additionalSchema: {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: "Start writing",
      },
    });
    // The database's change notice empties the page cache; the next render reads the settings.
    await expect(async () => {
      await page.goto("/documentation");
      await expect(page).toHaveTitle("Inkwell Docs: start writing in five steps", {
        timeout: 1000,
      });
    }).toPass();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /set by an admin\.$/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      "https://images.example/docs.png",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((text) => JSON.parse(text)["@type"])).toContain("HowTo");
  } finally {
    await db.delete(schema.seoSettings).where(eq(schema.seoSettings.pageSlug, slug));
  }
  await expect(async () => {
    await page.goto("/documentation");
    await expect(page).toHaveTitle("Documentation", { timeout: 1000 });
  }).toPass();
});
