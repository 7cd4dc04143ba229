import { analyzeContent } from "@domain/analysis";
import { LANGUAGES, type Language } from "@domain/languages";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { expectNoSeriousViolations } from "../../support/axe";
import { englishLeaks } from "../../support/catalogue-leaks";
import { insertPost } from "../../support/factories";
import { expect, test } from "../../support/fixtures";
import { PUBLIC_PAGES } from "../../support/public-pages";

// Issue 18: every language on the landing page, sign-in, each dashboard tab, the Create form and a
// post view: nothing left in English, lang and dir right, axe clean, nothing wider than a 375 px
// phone; Arabic mirrors.

const CONTENT = "<h2>Why plan?</h2><p>A calendar keeps a team on one rhythm.</p>";
const TABS = ["create", "ideas", "presets", "library", "profile"] as const;

/** Chooses the language the way the switcher does: local storage and its cookie mirror. */
async function useLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: "lng", value: language, url: E2E_BASE_URL }]);
  await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), language);
}

async function expectInLanguage(page: Page, language: Language, where: string) {
  const dir = LANGUAGES.find((l) => l.code === language)?.dir;
  await expect(page.locator("html"), where).toHaveAttribute("lang", language);
  await expect(page.locator("html"), where).toHaveAttribute("dir", dir ?? "ltr");
  if (language !== "en") expect(await englishLeaks(page, language), where).toEqual([]);
  await expectNoSeriousViolations(page);
}

async function postOf(db: Parameters<typeof insertPost>[0], userId: string) {
  const fields = { title: "Plan a content calendar", content: CONTENT, slug: "plan-a-calendar" };
  return insertPost(db, userId, {
    ...fields,
    keywords: ["content calendar"],
    metaDescription: "How a content calendar keeps a small team publishing on rhythm.",
    analysis: analyzeContent({
      html: CONTENT,
      title: fields.title,
      metaDescription: "How a content calendar keeps a small team publishing on rhythm.",
      slug: fields.slug,
      keywords: ["content calendar"],
      contentType: "blog",
      language: "en",
    }),
  });
}

for (const { code } of LANGUAGES) {
  test(`${code}: public pages, sign-in, the dashboard's tabs and a post view speak ${code}`, async ({
    page,
    signIn,
    db,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, code);
    await page.goto("/");
    await expectInLanguage(page, code, "landing page");
    await page.goto("/auth");
    await expectInLanguage(page, code, "sign-in");

    const user = await signIn();
    for (const tab of TABS) {
      await page.goto(`/dashboard/${tab}`);
      await expectInLanguage(page, code, `dashboard ${tab}`);
    }
    const post = await postOf(db, user.id);
    await page.goto(`/dashboard/view/${post.id}`);
    await expectInLanguage(page, code, "post view");
  });
}

for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
  test(`${code}: every public page is in ${code}, nothing left in English`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLanguage(page, code);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", code);
      expect(await englishLeaks(page, code), path).toEqual([]);
    }
  });
}

test.describe("Arabic", () => {
  test("the layout mirrors: the sidebar on the right, text aligned to the right", async ({
    page,
    signIn,
  }) => {
    await useLanguage(page, "ar");
    await signIn();
    await page.goto("/dashboard/library");
    const sidebar = page.locator("[data-slot=sidebar]").first();
    const box = await sidebar.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width / 2).toBeGreaterThan(width / 2);
    // The heading's text ends at its box's right edge.
    const heading = page.getByRole("heading", { level: 1 });
    const edges = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return {
        text: range.getBoundingClientRect().right,
        box: element.getBoundingClientRect().right,
      };
    });
    expect(Math.abs(edges.text - edges.box)).toBeLessThan(2);
  });
});

// The longest labels (French, German, Portuguese, Spanish) once pushed the public header's Menu
// off a 375 px phone: every language, every public page signed out and signed in, and the
// dashboard.
for (const { code } of LANGUAGES) {
  test(`${code}: nothing overflows a 375 px screen`, async ({ page, signIn, db }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await useLanguage(page, code);
    for (const path of [...PUBLIC_PAGES, "/auth"]) {
      await page.goto(path);
      expect(await overflow(page), path).toBeLessThanOrEqual(0);
    }
    const user = await signIn();
    const post = await postOf(db, user.id);
    for (const path of [
      ...PUBLIC_PAGES,
      ...TABS.map((t) => `/dashboard/${t}`),
      `/dashboard/view/${post.id}`,
    ]) {
      await page.goto(path);
      expect(await overflow(page), `${path} (signed in)`).toBeLessThanOrEqual(0);
    }
  });
}

/** How far the page is wider than the screen (0 or less: it fits). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
