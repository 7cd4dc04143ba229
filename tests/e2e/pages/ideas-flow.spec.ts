// The Idea Lab against a second app server whose model is the scripted OpenAI-compatible server
// (fast and predictable): generate and refresh, the free day's limit with the plans, and
// Generate This Content ending on a finished post's view page (with no credits left it is
// blocked in the Idea Lab: tests/e2e/pages/ideas.spec.ts).
import { monthKey } from "@domain/usage";
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { expect, routeUrl, test, toast } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("ideas");
});

test.afterAll(async () => {
  await app?.stop();
});

/** Signs a new user of this tier in on the second server and opens the Ideas tab. */
async function openIdeas(page: Page, tier: "free" | "pro", generationsUsed?: string) {
  const user = await createUserWithSession(app.db, { tier });
  if (generationsUsed) {
    await app.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(new Date()), generationsUsed });
  }
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/ideas")}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const overlay = (page: Page) => page.getByRole("dialog", { name: "Creating your ideas" });
const titles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

test("ten ideas come back ranked, Refresh Ideas gives ten others, and the usage box counts half credits", async ({
  page,
}) => {
  app.scripted.scenario = "clean";
  await openIdeas(page, "pro");
  await page.getByLabel("Niche or industry").fill("specialty coffee");
  await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
  await expect(page.getByRole("article")).toHaveCount(10, { timeout: 30_000 });
  await expect(overlay(page)).toHaveCount(0);
  const first = await titles(page);
  expect(first[0]).toBe("specialty coffee: mistakes beginners make");
  await expect(page.getByRole("article").first().locator("[data-band]")).toContainText(
    "Viral score 9/10",
  );

  const usage = page.getByRole("region", { name: "Usage this month" });
  await expect(usage).toContainText("0.5 generations used");
  await page.getByRole("button", { name: "Refresh Ideas" }).click();
  await expect.poll(() => titles(page), { timeout: 30_000 }).not.toEqual(first);
  await expect(page.getByRole("article")).toHaveCount(10);
  const second = await titles(page);
  expect(second.filter((title) => first.includes(title))).toEqual([]);
  await expect(usage).toContainText("1 generation used");
  await expect(usage).toContainText("149 left");
  // The first set is back after a reload: the latest set is the server's, not the tab's.
  await page.reload();
  expect(await titles(page)).toEqual(second);
});

test("a free user's sixth set of the day reads Daily Limit Reached and opens the plans", async ({
  page,
}) => {
  app.scripted.scenario = "clean";
  await openIdeas(page, "free");
  await expect(page.getByText("5 free idea sets left today.")).toBeVisible();
  await page.getByLabel("Niche or industry").fill("home fitness");
  for (let left = 4; left >= 0; left--) {
    await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
    await expect(
      page.getByText(`${left} free idea set${left === 1 ? "" : "s"} left today.`),
    ).toBeVisible({
      timeout: 30_000,
    });
  }
  await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
  await expect(toast(page, "Daily Limit Reached")).toBeVisible();
  await expect(
    toast(page, "Free users can generate 5 idea sets per day. Upgrade for unlimited ideas!"),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Choose your plan" })).toBeVisible();
});

test("Generate This Content fills the Create tab, starts by itself and ends on the post's view", async ({
  page,
}) => {
  app.scripted.scenario = "clean";
  await openIdeas(page, "pro");
  await page.getByLabel("Niche or industry").fill("specialty coffee");
  await page.getByRole("button", { name: "Get 10 Viral Ideas" }).click();
  await expect(page.getByRole("article")).toHaveCount(10, { timeout: 30_000 });
  await page
    .getByRole("article")
    .first()
    .getByRole("button", { name: "Generate This Content" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/create/);
  await expect(toast(page, "Idea Loaded!")).toBeVisible();
  await expect(page.getByRole("radio", { name: /Social Media Post/ })).toBeChecked();
  await expect(page.getByLabel("Title").first()).toHaveValue(
    "specialty coffee: mistakes beginners make",
  );
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
