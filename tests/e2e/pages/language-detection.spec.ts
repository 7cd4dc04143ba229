import type { ConsoleMessage, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { expect, test } from "../../support/fixtures";
import { SESSION_COOKIE } from "../../support/sessions";

// Detection (ADR 0014): this browser's stored choice, then the browser's language, then English;
// the server renders what the client keeps, without a hydration warning.

/** Console errors and warnings about hydration, collected from now on. */
function hydrationWarnings(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (/hydrat|did not match|didn't match/i.test(message.text())) found.push(message.text());
  });
  return found;
}

const lang = (page: Page) => page.locator("html");

test.describe("a browser in German", () => {
  test.use({ locale: "de-DE" });

  test("gets German, server-rendered, on public and hydrated pages", async ({ page }) => {
    const warnings = hydrationWarnings(page);
    await page.goto("/");
    await expect(lang(page)).toHaveAttribute("lang", "de");
    await page.goto("/auth");
    await expect(lang(page)).toHaveAttribute("lang", "de");
    expect(warnings).toEqual([]);
  });

  test("a choice in local storage wins over the browser's language, on every kind of page", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem("i18nextLng", "ja"));
    await page.goto("/auth");
    await expect(lang(page)).toHaveAttribute("lang", "ja");
    // The browser mirrored it to the cookie, so the next page is rendered in it by the server.
    expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("ja");
    await context.clearCookies();
    // A public page (no React) whose cookie is gone puts it back and renders again.
    await page.goto("/");
    await expect(lang(page)).toHaveAttribute("lang", "ja");
  });
});

test.describe("a browser in an unsupported language", () => {
  test.use({ locale: "nl-NL" });

  test("falls back to English", async ({ page }) => {
    await page.goto("/");
    await expect(lang(page)).toHaveAttribute("lang", "en");
    await expect(lang(page)).toHaveAttribute("dir", "ltr");
  });
});

test.describe("a browser in Arabic", () => {
  test.use({ locale: "ar-EG" });

  test("renders right to left on the server and hydrates without a warning", async ({
    page,
    signIn,
  }) => {
    const warnings = hydrationWarnings(page);
    await signIn();
    // page.request does not send the browser's languages: name them as the browser does.
    const response = await page.request.get("/dashboard/create", {
      headers: { "accept-language": "ar-EG,ar;q=0.9" },
    });
    expect(await response.text()).toContain('<html lang="ar" dir="rtl"');
    await page.goto("/dashboard/library");
    await expect(lang(page)).toHaveAttribute("dir", "rtl");
    expect(warnings).toEqual([]);
  });
});

test("public pages offer each language at its own address, ?lang= rendering it", async ({
  page,
}) => {
  await page.goto("/?lang=fr");
  await expect(lang(page)).toHaveAttribute("lang", "fr");
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(10);
  await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute("href", /\?lang=ar$/);
});

test("the switcher changes the language at once and a signed-in user's choice follows them", async ({
  page,
  signIn,
  browser,
}) => {
  await signIn();
  await page.goto("/dashboard/create");
  await expect(lang(page)).toHaveAttribute("lang", "en");
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("de");
  await expect(lang(page)).toHaveAttribute("lang", "de");
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("de");
  // Saved to the profile: another device with no choice of its own renders in German.
  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  await expect
    .poll(async () => {
      const other = await browser.newContext({ locale: "en-US" });
      await other.addCookies([
        { name: SESSION_COOKIE, value: session?.value ?? "", url: E2E_BASE_URL },
      ]);
      const html = await (await other.request.get("/dashboard/create")).text();
      await other.close();
      return /<html lang="(\w+)"/.exec(html)?.[1];
    })
    .toBe("de");
});

test("without JavaScript the switcher is a form that sets the cookie and comes back", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("es");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(lang(page)).toHaveAttribute("lang", "es");
  await context.close();
});
