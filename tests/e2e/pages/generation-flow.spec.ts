// The generation flow on screen against a second app server whose model is the scripted
// OpenAI-compatible server (fast, and able to fail on purpose): one toast and at most one
// revalidation per finished generation, success and failure; and a post whose structured answers
// fell back says so on its view page.
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../../support/axe";
import { expect, routeUrl, test, toast } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("flow");
});

test.afterAll(async () => {
  await app?.stop();
});

/** Signs a new pro user in on the second server and opens the Create tab, counting as it goes. */
async function openCreate(page: Page) {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  // Every toast ever shown, even one that is gone again by the time the test looks.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches("[data-sonner-toast]")
            ? [node]
            : [...node.querySelectorAll("[data-sonner-toast]")];
          for (const toast of toasts) seen.push(toast.textContent ?? "");
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const revalidations: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/dashboard/create.data")
      revalidations.push(request.url());
  });
  await page.goto(`${app.server.url}${routeUrl("/dashboard/create")}`);
  await page.getByLabel("Title").first().fill("Planning a content calendar");
  await page.getByLabel("Topic").first().fill("content calendars");
  await page.getByRole("combobox", { name: "Word Count" }).click();
  await page.getByRole("option", { name: "Short (500 words)" }).click();
  return {
    revalidations,
    toasts: (text: string) =>
      page.evaluate(
        (wanted) =>
          (window as unknown as { toastsSeen: string[] }).toastsSeen.filter((t) =>
            t.includes(wanted),
          ).length,
        text,
      ),
  };
}

test("a successful generation shows one toast, revalidates at most once and opens the post", async ({
  page,
}) => {
  app.scripted.scenario = "clean";
  const { toasts, revalidations } = await openCreate(page);
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A practical guide to content calendars",
  );
  // The model's outline: several sections under its own headings, and no note of a fallback.
  expect(await page.getByTestId("post-content").locator("h2").count()).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole("heading", { name: "Some parts were not written by the model" }),
  ).toHaveCount(0);
  await page.waitForTimeout(1_500);
  expect(await toasts("Blog Post Generated!")).toBe(1);
  expect(revalidations.length).toBeLessThanOrEqual(1);
});

test("a failed generation shows one toast and revalidates at most once", async ({ page }) => {
  app.scripted.scenario = "down";
  const { toasts, revalidations } = await openCreate(page);
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(toast(page, "Generation Failed")).toBeVisible({ timeout: 60_000 });
  await page.waitForTimeout(2_000);
  expect(await toasts("Generation Failed")).toBe(1);
  expect(revalidations.length).toBeLessThanOrEqual(1);
  await expect(page).toHaveURL(/\/dashboard\/create$/);
});

test("a post whose structured answers fell back says which parts were not the model's, and is still analysed", async ({
  page,
}) => {
  app.scripted.scenario = "no-json";
  await openCreate(page);
  await page.getByRole("button", { name: "Generate Blog Post" }).click();
  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const notes = page.getByRole("region", { name: "Some parts were not written by the model" });
  await expect(notes).toBeVisible();
  for (const line of [
    "Sections planned in one pass: the model did not return a usable outline.",
    "Title is the one you entered: the model did not return one.",
    "Meta description taken from the text: the model did not return one.",
    "URL slug made from the title: the model did not return a usable one.",
  ]) {
    await expect(notes.getByRole("listitem").filter({ hasText: line })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Content analysis" })).toBeVisible();
  await expectNoSeriousViolations(page);
});
