import { expectNoSeriousViolations } from "../../support/axe";
import { expect, test } from "../../support/fixtures";

test.describe("the landing page", () => {
  test("arrives server-rendered with its SEO tags and runs only nonce'd scripts", async ({
    page,
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain("<h1");
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/);
    const csp = response.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // JSON-LD is data, never run: only the scripts that run need the nonce.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers()["x-frame-options"]).toBe("DENY");

    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Inkwell/);
    await expect(page.getByRole("link", { name: "Get Started for Free" }).first()).toHaveAttribute(
      "href",
      "/auth",
    );
    expect(errors).toEqual([]);
  });

  test("passes axe in light and dark themes and starts keyboard users at the skip link", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    for (const theme of ["Light theme", "Dark theme"]) {
      await page.getByRole("button", { name: theme }).click();
      await expect(page.locator("html")).toHaveAttribute(
        "data-theme",
        theme === "Dark theme" ? "dark" : "light",
      );
      await expectNoSeriousViolations(page);
    }
  });

  test("remembers the theme across a reload", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

test.describe("languages", () => {
  test("render right-to-left for Arabic from the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-EG" });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(await response?.text()).toMatch(/<html lang="ar" dir="rtl"/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await context.close();
  });

  test("follow the visitor's choice, and the server renders it on the next visit", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByLabel("Language").selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    const response = await page.reload();
    expect(await response?.text()).toMatch(/<html lang="fr"/);
  });
});

test.describe("an unknown path", () => {
  test("answers 404 with the not-found page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
