import { HELP_CATEGORIES } from "@domain/site/pages";
import { seed } from "@server/db/seed";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, test } from "../../support/fixtures";
import { insertContent } from "../../support/site-content";

/** Issue 25, item 1: the help center's categories have content, and Browse opens each one. */
test.describe("the help center on the demo data", () => {
  test.beforeEach(async ({ db }) => {
    // The demo data is loaded by `npm run db:seed`; running it again changes nothing.
    await seed(db);
  });

  test("every category card counts at least three articles and opens its own list", async ({
    page,
  }) => {
    await expect(async () => {
      await page.goto("/help-center");
      const cards = page.getByRole("main").getByRole("listitem");
      await expect(cards).toHaveCount(HELP_CATEGORIES.length);
      for (const card of await cards.all()) {
        const count = Number(/(\d+) articles?/.exec((await card.textContent()) ?? "")?.[1] ?? 0);
        expect(count, (await card.textContent()) ?? "").toBeGreaterThanOrEqual(3);
      }
    }).toPass();

    const billing = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Billing & Subscriptions" }) });
    const shown = Number(/(\d+) articles?/.exec((await billing.textContent()) ?? "")?.[1]);
    await billing.getByRole("link", { name: "Billing & Subscriptions" }).click();
    await expect(page).toHaveURL(/\/help-center\/billing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Billing & Subscriptions");
    await expect(page).toHaveTitle(/Billing & Subscriptions · Help Center/);
    const list = page.getByRole("region", { name: "Articles in this category" });
    await expect(list.getByRole("article")).toHaveCount(shown);
    await expect(list).toContainText(`${shown} articles`);
    await expectNoSeriousViolations(page);

    await list.getByRole("link", { name: "Plans and What Each Includes" }).click();
    await expect(page).toHaveURL(/\/blog\/plans-and-pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Plans and What Each Includes",
    );
    await expect(page.getByRole("table")).toContainText("Elite");
  });

  test("a category lists only its own published help content; an unknown one is a 404", async ({
    page,
    db,
  }) => {
    const mine = await insertContent(db, {
      contentType: "user_guide",
      keywords: ["Account Settings"],
      title: `Guide ${Date.now()}`,
    });
    const draft = await insertContent(db, {
      contentType: "help_article",
      keywords: ["account settings"],
      status: "draft",
    });
    const blog = await insertContent(db, {
      contentType: "blog_post",
      keywords: ["account settings"],
    });
    await expect(async () => {
      await page.goto("/help-center/account-settings");
      await expect(page.getByRole("link", { name: mine.title })).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await expect(
      page.getByRole("link", { name: "Signing In and Editing Your Profile" }),
    ).toBeVisible();
    for (const hidden of [draft, blog])
      await expect(page.getByRole("link", { name: hidden.title })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "All help categories" })).toHaveAttribute(
      "href",
      "/help-center",
    );

    const response = await page.goto("/help-center/no-such-category");
    expect(response?.status()).toBe(404);
  });

  test("the sitemap lists each category's page, which carries its own SEO head", async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const category of HELP_CATEGORIES)
      expect(sitemap).toContain(`<loc>${baseURL}/help-center/${category.id}</loc>`);
    const html = await (await request.get("/help-center/ai-features")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/help-center/ai-features"/>`);
    expect(html).toMatch(
      /<meta name="description" content="AI Features in the Inkwell Help Center: The SEO report/,
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
  });
});
