/**
 * The screens show an API's refusal in the user's words, read from the answer's message key:
 * nobody signed in any more, someone else's (or a vanished) preset, and the server's own quota
 * refusal. Unexpected failures: tests/e2e/server/database-failure.spec.ts.
 */
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expect, navigate, test, toast } from "../../support/fixtures";

test("a preset saved after the session ended says 'You must be logged in to create presets'", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn();
  await navigate(page, "/dashboard/presets");
  await page.getByRole("button", { name: "Create Preset" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create Preset" });
  await dialog.getByLabel("Preset Name").fill("Signed out meanwhile");
  await page.context().clearCookies();
  await dialog.getByRole("button", { name: "Create Preset" }).click();
  await expect(toast(page, "You must be logged in to create presets")).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await db.select().from(schema.presets).where(eq(schema.presets.userId, user.id))).toEqual(
    [],
  );
});

test("using a preset that is gone says 'Preset not found'", async ({ page, signIn, db }) => {
  const user = await signIn({ tier: "pro" });
  const [preset] = await db
    .insert(schema.presets)
    .values({ userId: user.id, name: "Short-lived", contentType: "blog", settings: {} })
    .returning();
  if (!preset) throw new Error("no preset");
  await navigate(page, "/dashboard/presets");
  await page.getByRole("button", { name: "Use preset Short-lived" }).click();
  const dialog = page.getByRole("dialog", { name: "Use Preset" });
  await dialog.getByLabel("Topic").fill("Cold brew");
  // Deleted in another tab before Generate is pressed.
  await db.delete(schema.presets).where(eq(schema.presets.id, preset.id));
  await dialog.getByRole("button", { name: "Generate" }).click();
  await expect(toast(page, "Generation Failed")).toContainText("Preset not found");
  await expect(dialog).toBeVisible();
});

test("the server's quota refusal says 'Usage Limit Exceeded' with the tier's sentence and opens the plans", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "free" });
  await navigate(page, "/dashboard/create");
  // The month runs out in another tab: this page still thinks generations are left.
  await db.insert(schema.userUsage).values({
    userId: user.id,
    monthYear: new Date().toISOString().slice(0, 7),
    generationsUsed: "3",
  });
  await page.getByLabel("Title").first().fill("A title");
  await page.getByLabel("Topic").first().fill("A topic");
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(toast(page, "Usage Limit Exceeded")).toContainText(
    "You've used all 3 generations for this month. Upgrade to unlock unlimited content creation!",
  );
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
});
