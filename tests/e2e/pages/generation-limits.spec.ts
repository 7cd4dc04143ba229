import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expect, navigate, test, toast } from "../../support/fixtures";

test("a free user with a generation in progress is told to wait; nothing is started or reserved", async ({
  page,
  signIn,
  db,
}) => {
  const user = await signIn({ tier: "free" });
  await db.insert(schema.generations).values({
    userId: user.id,
    contentType: "blog",
    input: { contentType: "blog", title: "Running", topic: "t", language: "en" },
    status: "running",
    credit: "1",
    monthYear: new Date().toISOString().slice(0, 7),
  });
  await navigate(page, "/dashboard", { search: { tab: "create" } });
  await page.getByLabel("Title").first().fill("Planning a content calendar");
  await page.getByLabel("Topic").first().fill("content calendars");
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/generations"));
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toBe("30");
  await expect(toast(page, "Generation in Progress")).toContainText(
    "You already have 1 generation in progress, the most your plan runs at once. Please wait for it to finish and try again.",
  );
  // Not the quota's answer: the plans are not offered.
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toHaveCount(0);
  expect(
    await db.select().from(schema.generations).where(eq(schema.generations.userId, user.id)),
  ).toHaveLength(1);
  expect(
    await db.select().from(schema.userUsage).where(eq(schema.userUsage.userId, user.id)),
  ).toEqual([]);
});
