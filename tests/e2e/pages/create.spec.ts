import { type ContentType, contentTypeOf } from "@domain/content-types";
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { chooseShortestLength } from "../../support/create-form";
import { english } from "../../support/english";
import { choose, expect, navigate, test, toast } from "../../support/fixtures";

// The text fields each type requires (its selects start on their defaults), by their labels.
const REQUIRED: Record<string, Record<string, string>> = {
  blog: { Title: "Planning a content calendar", Topic: "content calendars" },
  help: { Title: "Export your library", "Feature Name": "Library export" },
  website: { Title: "About Bright Bean", "Brand Message": "Small-batch, direct-trade coffee" },
  social: { Title: "Spring menu", "Main Message": "Three new drinks" },
  video: { Title: "What is direct trade?" },
  email: { "Subject Line": "Welcome to the club", "Email Purpose": "Welcome new subscribers" },
  ecommerce: { Title: "Ethiopia Yirgacheffe", "Product Details": "Floral light roast, 250 g" },
};

test.describe("the Create tab", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [type, fields] of Object.entries(REQUIRED)) {
    test(`${type}: generates through the form with the tiny model and lands on its view`, async ({
      page,
      signIn,
    }) => {
      await signIn({ tier: "pro" });
      await navigate(page, "/dashboard/create");
      const spec = contentTypeOf(type as Parameters<typeof contentTypeOf>[0]);
      await page.getByRole("radio", { name: new RegExp(spec.label) }).click();
      for (const [label, value] of Object.entries(fields))
        await page.getByLabel(label, { exact: false }).first().fill(value);
      await chooseShortestLength(page, type as ContentType);
      await page.getByRole("button", { name: spec.generateLabel }).click();
      await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 150_000 });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Content Summary")).toBeVisible();
    });
  }

  test("each type names its Missing Information when a required field is empty, and sends nothing", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/create");
    for (const type of Object.keys(REQUIRED)) {
      const spec = contentTypeOf(type as Parameters<typeof contentTypeOf>[0]);
      await page.getByRole("radio", { name: new RegExp(spec.label) }).click();
      // The button is aria-disabled (still focusable): pressing it says what is missing.
      const button = page.getByRole("button", { name: spec.generateLabel });
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: english(`create:types.${type}.missingInformation`) })
          .first(),
      ).toBeVisible();
    }
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });

  test("the writing language starts as the interface language and the chosen one is sent", async ({
    page,
    signIn,
  }) => {
    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/create");
    const select = page.getByRole("combobox", { name: "Writing language" });
    await expect(select).toHaveText("English");
    await choose(page, "Writing language", "Español");
    await expect(select).toHaveText("Español");
    for (const [label, value] of Object.entries(REQUIRED.blog ?? {}))
      await page.getByLabel(label, { exact: false }).first().fill(value);
    // The request is looked at and stopped: what is sent is what this test is about.
    let sent: unknown;
    await page.route("**/api/generations", (route) => {
      sent = route.request().postDataJSON();
      return route.abort();
    });
    await page.getByRole("button", { name: contentTypeOf("blog").generateLabel }).click();
    await expect.poll(() => sent).toMatchObject({ contentType: "blog", language: "es" });
  });

  test("a free user with no credits gets the limit toast and the pricing dialog; nothing is sent", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "free" });
    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "3",
    });
    await navigate(page, "/dashboard/create");
    await expect(page.getByRole("region", { name: "No Credits Remaining" })).toContainText(
      "You've used all your generation credits for this month. Upgrade to continue creating amazing content!",
    );
    await expect(page.getByRole("region", { name: "Usage this month" })).toContainText(
      "You have reached your monthly generation limit. Please upgrade your plan to continue.",
    );
    for (const [label, value] of Object.entries(REQUIRED.blog ?? {}))
      await page.getByLabel(label).first().fill(value);
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    // The whole sentence, with the free tier's real limit (it once said "all 0 generations").
    await expect(toast(page, "Usage Limit Reached")).toContainText(
      "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
    );
    await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });

  test("a paid user at the limit reads the paid tier's sentence with its own number", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "lite" });
    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "50",
    });
    await navigate(page, "/dashboard/create");
    for (const [label, value] of Object.entries(REQUIRED.blog ?? {}))
      await page.getByLabel(label).first().fill(value);
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    await expect(toast(page, "Usage Limit Reached")).toContainText(
      "You've reached your monthly limit of 50 generations. Upgrade for more!",
    );
  });

  test("the create screen and the live overlay pass axe", async ({ page, signIn }) => {
    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/create");
    await expectNoSeriousViolations(page);
    for (const [label, value] of Object.entries(REQUIRED.blog ?? {}))
      await page.getByLabel(label).first().fill(value);
    await page.getByRole("button", { name: "Generate Blog Post" }).click();
    const overlay = page.getByRole("dialog", { name: "Creating your content" });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole("progressbar")).toBeVisible();
    await expectNoSeriousViolations(page);
    await expect(page).toHaveURL(/\/dashboard\/view\//, { timeout: 150_000 });
  });
});

test("the whole Create path works from the keyboard alone", async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await signIn({ tier: "pro" });
  await navigate(page, "/dashboard/create");
  const focusOn = async (target: ReturnType<Page["getByRole"]>, limit = 60) => {
    for (let i = 0; i < limit; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("never reached by Tab");
  };
  // The type picker is a radio group: Tab reaches the chosen type, arrows move the choice.
  await focusOn(page.getByRole("radio", { name: /Blog Post/ }));
  for (const type of ["help", "website", "social", "video", "email", "ecommerce"] as const) {
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("radio", { name: new RegExp(contentTypeOf(type).label) }),
    ).toBeFocused();
  }
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: /E-commerce/ })).toBeChecked();

  await focusOn(page.getByRole("textbox", { name: /^Title/ }));
  await page.keyboard.type("Ethiopia Yirgacheffe");
  await focusOn(page.getByRole("textbox", { name: /Product Details/ }));
  await page.keyboard.type("Floral light roast, 250 g");
  const length = page.getByRole("combobox", { name: "Length" });
  await focusOn(length);
  await page.keyboard.press("Enter");
  // Radix moves focus to the chosen option only after the listbox has been positioned: a key
  // pressed before that is lost, so wait for each focus move before the next key.
  const listbox = page.getByRole("listbox");
  await expect(listbox.getByRole("option", { selected: true })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(listbox.getByRole("option", { name: /^Short/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(length).toHaveText("Short (100 words)");

  await focusOn(page.getByRole("button", { name: /^Generate/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 150_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("prefill from an idea", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the session-storage entry fills the form once, and the window event refills it", async ({
    page,
    signIn,
  }) => {
    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/library");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "pendingContentGeneration",
        JSON.stringify({ contentType: "blog", title: "Ten coffee myths", topic: "coffee myths" }),
      ),
    );
    await navigate(page, "/dashboard/create");
    await expect(page.getByLabel("Title").first()).toHaveValue("Ten coffee myths");
    await expect(page.getByLabel("Topic").first()).toHaveValue("coffee myths");
    await expect(toast(page, "Idea Loaded!")).toBeVisible();
    expect(
      await page.evaluate(() => sessionStorage.getItem("pendingContentGeneration")),
    ).toBeNull();

    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("inkwell:prefill-generation", {
          detail: {
            contentType: "social",
            title: "Spring menu",
            description: "Three new drinks",
            platform: "instagram",
          },
        }),
      ),
    );
    await expect(page.getByRole("radio", { name: /Social Media Post/ })).toBeChecked();
    await expect(page.getByLabel("Title").first()).toHaveValue("Spring menu");
  });

  test("with autoGenerate, the generation starts by itself", async ({ page, signIn }) => {
    await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/library");
    await page.evaluate(() =>
      sessionStorage.setItem(
        "pendingContentGeneration",
        JSON.stringify({
          contentType: "blog",
          title: "Ten coffee myths",
          topic: "coffee myths",
          wordCount: "500",
          autoGenerate: true,
        }),
      ),
    );
    await navigate(page, "/dashboard/create");
    await expect(page.getByRole("dialog", { name: "Creating your content" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/view\//, { timeout: 150_000 });
  });
});
