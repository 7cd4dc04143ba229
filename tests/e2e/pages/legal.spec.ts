import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES, type Language } from "@domain/languages";
import { CLAIMS } from "@domain/site/claims";
import { documentedCookie, SITE_COOKIES } from "@domain/site/cookies";
import { LEGAL_PAGES } from "@domain/site/pages";
import type { BrowserContext, Page } from "@playwright/test";
import { formatDate } from "~/lib/format";
import { expectNoSeriousViolations } from "../../support/axe";
import { englishLeaks } from "../../support/catalogue-leaks";
import { expect, navigate, test } from "../../support/fixtures";
import { signInLocally, totpCode, uniqueEmail } from "../../support/local-sign-in";

const legal = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join("app/i18n/locales", language, "legal.json"), "utf8"),
  ) as Record<string, unknown> & { governs: string };

const revised = (language: Language) =>
  formatDate(language, CLAIMS.legalRevised, { dateStyle: "long", timeZone: "UTC" });

test.describe("the legal pages", () => {
  test("are dated, final (no draft banner), give the support line, and pass axe", async ({
    page,
  }) => {
    for (const name of LEGAL_PAGES) {
      await page.goto(`/${name}`);
      const main = page.getByRole("main");
      await expect(main, name).toContainText(`Last updated: ${revised("en")}`);
      await expect(main, name).toContainText("Last updated: November 27, 2026");
      await expect(main, name).toContainText(
        `Support responds within ${CLAIMS.supportResponseHours} hours.`,
      );
      await expect(main, name).not.toContainText(/draft|legal review|lawyer/i);
      // English is the text that governs: it carries no translation note.
      await expect(main.getByRole("note"), name).toHaveCount(0);
      expect(
        await main.getByRole("heading", { level: 2 }).count(),
        `${name} has sections`,
      ).toBeGreaterThanOrEqual(2);
      await expectNoSeriousViolations(page);
    }
  });

  test("the footer links the acceptable-use policy, and the terms make it part of them", async ({
    page,
  }) => {
    await page.goto("/terms-and-conditions");
    await expect(page.getByRole("main")).toContainText("Acceptable Use Policy");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Acceptable Use Policy" })
      .click();
    await expect(page).toHaveURL(/\/acceptable-use$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceptable Use Policy");
  });

  test("the cookie policy lists every cookie of the code's list, with its lifetime", async ({
    page,
  }) => {
    await page.goto("/cookie-policy");
    const table = page.getByRole("table", { name: "Cookies Inkwell sets" });
    for (const cookie of SITE_COOKIES) {
      await expect(table.getByRole("rowheader", { name: cookie.name, exact: true })).toHaveCount(1);
    }
    const session = table.getByRole("row").filter({ hasText: "inkwell.session_token" });
    await expect(session).toContainText("30 days");
    await expect(table.getByRole("row").filter({ hasText: "theme" })).toContainText("1 year");
    await expect(table.getByRole("row").filter({ hasText: "sidebar_state" })).toContainText(
      "7 days",
    );
    await expect(table.getByRole("row").filter({ hasText: "toast" })).toContainText("1 minute");
  });

  for (const language of LANGUAGE_CODES.filter((code) => code !== "en")) {
    test(`in ${language}: translated, dated, with the note that the English text governs`, async ({
      page,
    }) => {
      const texts = legal(language);
      for (const name of LEGAL_PAGES) {
        await page.goto(`/${name}?lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        const main = page.getByRole("main");
        await expect(main.getByRole("note"), name).toHaveText(texts.governs);
        await expect(main, name).toContainText(revised(language));
        await expect(main, name).not.toContainText("Last updated");
        expect(await englishLeaks(page, language), name).toEqual([]);
        if (name === "cookie-policy") {
          for (const cookie of SITE_COOKIES)
            await expect(
              main.getByRole("rowheader", { name: cookie.name, exact: true }),
            ).toHaveCount(1);
          await expectNoSeriousViolations(page);
        }
      }
    });
  }
});

type Seen = { name: string; seconds: number | null; where: string };

/** Every cookie the server sets (Set-Cookie) while the page is used; deletions left out. */
function recordSetCookies(page: Page, seen: Seen[]) {
  page.on("response", async (response) => {
    // A response of a page already navigated away can no longer be read; the walk-through
    // checks the other way too (every listed cookie must be seen), so a lost one still fails.
    const headers = await response.headersArray().catch(() => []);
    const date = Date.parse(response.headers().date ?? "") || Date.now();
    for (const { name, value } of headers) {
      if (name.toLowerCase() !== "set-cookie") continue;
      for (const line of value.split("\n")) {
        const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
        const cookie = pair.slice(0, pair.indexOf("="));
        const attr = (key: string) =>
          attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
        const maxAge = attr("max-age");
        const expires = attr("expires");
        const seconds =
          maxAge !== undefined
            ? Number(maxAge)
            : expires
              ? Math.round((Date.parse(expires) - date) / 1000)
              : null;
        if (seconds !== null && seconds <= 0) continue;
        seen.push({ name: cookie, seconds, where: new URL(response.url()).pathname });
      }
    }
  });
}

/** The cookies scripts wrote in the browser (document.cookie), with their remaining lifetime. */
async function scriptCookies(context: BrowserContext, seen: Seen[]) {
  const now = Date.now() / 1000;
  for (const cookie of await context.cookies())
    seen.push({
      name: cookie.name,
      seconds: cookie.expires > 0 ? Math.round(cookie.expires - now) : null,
      where: "browser",
    });
}

test("every cookie the product really sets is on the cookie policy, with its lifetime", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const seen: Seen[] = [];
  recordSetCookies(page, seen);

  // Preferences: theme and language, on the public site.
  await page.goto("/");
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("combobox", { name: "Sprache", exact: true }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // Sign-in (state, the local provider's cookies, the session), the sidebar, a toast.
  const email = uniqueEmail("cookies");
  await navigate(page, "/dashboard");
  await signInLocally(page, email, "Cookie Monster");
  await expect(page).toHaveURL(/\/dashboard\/create$/);
  await page.keyboard.press("Control+b");
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name))
    .toContain("sidebar_state");

  // Two-factor: enrol, sign out, sign in again (the challenge cookie), enter the code.
  await navigate(page, "/dashboard/profile");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  await page.getByLabel("Code from the app").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(
    page.getByText("On: sign-in asks for a code from your authenticator app."),
  ).toBeVisible();
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await navigate(page, "/dashboard");
  await signInLocally(page, email, "Cookie Monster");
  await expect(page).toHaveURL(/\/auth\/two-factor/);
  await page.getByLabel("Verification code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/create$/);

  // A toast carried to the next page (the contact form's confirmation).
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Cookie Monster");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Subject", { exact: true }).fill("Cookies");
  await page.getByLabel("Message", { exact: true }).fill("Which cookies do you set?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message Sent" })).toBeVisible();

  await scriptCookies(context, seen);
  const undocumented = seen.filter((cookie) => !documentedCookie(cookie.name));
  expect(undocumented, "cookies missing from domain/site/cookies.ts").toEqual([]);
  const names = new Set(seen.map((cookie) => documentedCookie(cookie.name)?.name));
  expect(
    SITE_COOKIES.filter((cookie) => !names.has(cookie.name)).map((cookie) => cookie.name),
    "documented cookies the product never set",
  ).toEqual([]);
  // Lifetimes as documented (a script's cookie was written a little before it was read).
  for (const cookie of seen) {
    const documented = documentedCookie(cookie.name)?.lifetime;
    expect(cookie.seconds, `${cookie.name} from ${cookie.where} ends`).not.toBeNull();
    expect(
      Math.abs((cookie.seconds ?? 0) - (documented ?? 0)),
      `${cookie.name} from ${cookie.where}: ${cookie.seconds} s, documented ${documented} s`,
    ).toBeLessThanOrEqual(300);
  }
});
