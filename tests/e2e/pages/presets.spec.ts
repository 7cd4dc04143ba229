import { type Database, schema } from "@server/db";
import { and, eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, navigate, test, toast } from "../../support/fixtures";

async function insertPreset(
  db: Database,
  userId: string,
  values: Partial<typeof schema.presets.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.presets)
    .values({ userId, name: "Preset", contentType: "blog", settings: {}, ...values })
    .returning();
  if (!row) throw new Error("no preset");
  return row;
}

test.describe("the Presets tab", () => {
  test("creates a preset through the dialog (a blank name is refused) and lists it newest first", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    await insertPreset(db, user.id, {
      name: "Older preset",
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await navigate(page, "/dashboard/presets");
    await expect(page.getByRole("heading", { level: 1, name: "Presets" })).toBeVisible();

    await page.getByRole("button", { name: "Create Preset" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Preset" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Create Preset" }).click();
    await expect(dialog.getByText("Please enter a preset name")).toBeVisible();
    await expect(dialog.getByLabel("Preset Name")).toBeFocused();
    await expect(dialog.getByLabel("Preset Name")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Preset Name").fill("Weekly deep dive");
    // A letter in an open select is its type-ahead, not the dashboard's "C" (Create) shortcut.
    await dialog.getByLabel("Tone").click();
    await page.keyboard.press("c");
    await expect(page.getByRole("option", { name: "Casual" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/presets$/);
    await dialog.getByRole("tab", { name: "Templates" }).focus();
    await page.keyboard.press("l");
    await expect(page).toHaveURL(/\/dashboard\/presets$/);
    await dialog.getByRole("tab", { name: "Advanced Settings" }).click();
    await dialog.getByLabel("Word Count").click();
    await page.getByRole("option", { name: "Extra Long (2000 words)" }).click();
    await dialog.getByRole("tab", { name: "Templates" }).click();
    const howTo = dialog.getByRole("button", { name: "How-to Guide" });
    const list = dialog.getByRole("button", { name: "List Article" });
    await howTo.click();
    await list.click();
    await expect(howTo).toHaveAttribute("aria-pressed", "false");
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await dialog.getByRole("button", { name: "Case Study" }).click();
    await dialog.getByRole("button", { name: "Create Preset" }).click();

    await expect(toast(page, "Preset created successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("Weekly deep dive");
    await expect(cards.first()).toContainText("Blog Post");
    await expect(cards.first()).toContainText("Extra Long (2000 words)");
    await expect(cards.first()).toContainText("Case Study");
    await expect(cards.nth(1)).toContainText("Older preset");

    const rows = await db
      .select()
      .from(schema.presets)
      .where(and(eq(schema.presets.userId, user.id), eq(schema.presets.name, "Weekly deep dive")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      contentType: "blog",
      settings: { tone: "casual", wordCount: "2000", templates: ["Case Study"] },
    });
  });

  test("another content type offers its own settings", async ({ page, signIn, db }) => {
    const user = await signIn({ tier: "pro" });
    await navigate(page, "/dashboard/presets");
    await expect(page.getByText("No presets yet")).toBeVisible();
    await page.getByRole("button", { name: "Create Preset" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Preset" });
    await dialog.getByLabel("Preset Name").fill("Shorts");
    await dialog.getByLabel("Content Type").click();
    await page.getByRole("option", { name: "Video Script" }).click();
    await dialog.getByLabel("Script Length").click();
    // The preset's smaller set: no 2-minute scripts.
    await expect(page.getByRole("option")).toHaveText(["15 seconds", "30 seconds", "60 seconds"]);
    await page.getByRole("option", { name: "15 seconds" }).click();
    await dialog.getByRole("button", { name: "Create Preset" }).click();
    await expect(toast(page, "Preset created successfully")).toBeVisible();
    await expect(page.getByRole("article")).toContainText("Video Script");
    const [row] = await db.select().from(schema.presets).where(eq(schema.presets.userId, user.id));
    expect(row).toMatchObject({ contentType: "video", settings: { scriptLength: "15s" } });
  });

  test("deletes a preset only after confirmation", async ({ page, signIn, db }) => {
    const user = await signIn();
    const kept = await insertPreset(db, user.id, { name: "Keep me" });
    const gone = await insertPreset(db, user.id, { name: "Remove me" });
    await navigate(page, "/dashboard/presets");

    await page.getByRole("button", { name: "Delete preset Remove me" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this preset?" });
    await expect(confirm).toContainText("“Remove me” will be removed.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("article")).toHaveCount(2);

    await page.getByRole("button", { name: "Delete preset Remove me" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Preset deleted")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText("Keep me");
    await page.reload();
    await expect(page.getByRole("article")).toHaveCount(1);
    expect(await db.select().from(schema.presets).where(eq(schema.presets.id, gone.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(schema.presets).where(eq(schema.presets.id, kept.id)),
    ).toHaveLength(1);
  });

  test("a free user with no credits gets the limit toast and the pricing dialog; nothing is sent", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "free" });
    await insertPreset(db, user.id, { name: "Mine" });
    await db.insert(schema.userUsage).values({
      userId: user.id,
      monthYear: new Date().toISOString().slice(0, 7),
      generationsUsed: "3",
    });
    await navigate(page, "/dashboard/presets");
    await page.getByRole("button", { name: "Use preset Mine" }).click();
    const dialog = page.getByRole("dialog", { name: "Use Preset" });
    await dialog.getByLabel("Topic").fill("Cold brew at home");
    await dialog.getByRole("button", { name: "Generate" }).click();
    // The whole sentence, with the free tier's real limit.
    await expect(toast(page, "Usage Limit Reached")).toContainText(
      "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
    );
    await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
    expect(
      await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
    ).toHaveLength(0);
  });

  test("the tab and its dialogs pass axe", async ({ page, signIn, db }) => {
    const user = await signIn();
    await navigate(page, "/dashboard/presets");
    await expectNoSeriousViolations(page);
    await insertPreset(db, user.id, {
      name: "Launch emails",
      contentType: "email",
      settings: { topic: "promotional", goal: "Shop the sale", templates: ["Promotional"] },
    });
    await page.reload();
    await expect(page.getByRole("article")).toContainText("Shop the sale");
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Create Preset" }).click();
    await expect(page.getByRole("dialog", { name: "Create Preset" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("tab", { name: "Templates" }).click();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Use preset Launch emails" }).click();
    await expect(page.getByRole("dialog", { name: "Use Preset" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delete preset Launch emails" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("using a preset", () => {
  test.describe.configure({ timeout: 180_000 });

  test("asks for a topic, then generates with the tiny model and lands on the post", async ({
    page,
    signIn,
    db,
  }) => {
    const user = await signIn({ tier: "pro" });
    await insertPreset(db, user.id, {
      name: "Quick shorts",
      contentType: "video",
      settings: { platform: "tiktok", topic: "tutorial", scriptLength: "15s", tone: "humorous" },
    });
    await navigate(page, "/dashboard/presets");
    await page.getByRole("button", { name: "Use preset Quick shorts" }).click();
    const dialog = page.getByRole("dialog", { name: "Use Preset" });
    const generate = dialog.getByRole("button", { name: "Generate" });
    // aria-disabled, still focusable: pressing it says what is missing.
    await expect(generate).toHaveAttribute("aria-disabled", "true");
    await generate.focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Please enter a topic for your content")).toBeVisible();
    await expect(dialog.getByLabel("Topic")).toBeFocused();

    await dialog.getByLabel("Topic").fill("Descaling an espresso machine");
    await expect(generate).not.toHaveAttribute("aria-disabled");
    await generate.click();
    await expect(page.getByRole("dialog", { name: "Creating your content" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 150_000 });
    // The random-weight model writes the title; what was asked is checked in the request below.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Content Summary")).toBeVisible();

    const [generation] = await db
      .select()
      .from(schema.generations)
      .where(eq(schema.generations.userId, user.id));
    expect(generation?.input).toMatchObject({
      contentType: "video",
      title: "Descaling an espresso machine",
      platform: "tiktok",
      topic: "tutorial",
      scriptLength: "15s",
      tone: "humorous",
    });
  });
});
