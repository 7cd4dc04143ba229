/**
 * Profile's Webhooks section (issue 30): add an endpoint with the keyboard, its secret shown once
 * with Copy, Send test and the delivery's answer in the list, a paused endpoint's notice with
 * Resume and the dashboard's notice, Delete after a confirmation; axe on each state.
 */
import type { Page } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { expect, routeUrl, test } from "../../support/fixtures";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";
import { startWebhookReceiver, type WebhookReceiver } from "../../support/webhook-receiver";

let app: ScriptedApp;
let receiver: WebhookReceiver;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  receiver = await startWebhookReceiver(200, "received, thank you");
  app = await startScriptedApp("webhooks_page", { INKWELL_FETCH_ALLOW_HOSTS: receiver.host });
});

test.afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

async function openProfile(page: Page) {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/profile")}`);
  await expect(page.getByRole("heading", { name: "Webhooks", level: 2 })).toBeVisible();
  return user;
}

test("add an endpoint, copy its secret once, send a test and read the answer, delete it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await trackClipboard(page);
  await openProfile(page);
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await expectNoSeriousViolations(page);

  // A bad address is refused with the words of webhooks.json, on the field.
  const url = page.getByLabel("Endpoint URL");
  await url.fill("ftp://example.com");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(
    page.getByText("Please enter a valid http(s) address without a user name or password."),
  ).toBeVisible();

  await url.fill(receiver.url);
  await page.getByLabel("Description (optional)").fill("Staging receiver");
  await page.getByRole("checkbox", { name: /Post updated/ }).check();
  // Submitted with the keyboard.
  await page.getByLabel("Description (optional)").press("Enter");
  await expect(page.getByText("Copy this secret now and keep it safe")).toBeVisible();
  const secret = (await page.getByTestId("webhook-secret").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await page.getByRole("button", { name: "Copy secret" }).click();
  expect(await lastCopied(page)).toBe(secret);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const item = page.locator("li[data-endpoint]");
  await expect(item).toContainText(receiver.url);
  await expect(item).toContainText("Active");
  await expect(item).toContainText("Generation completed, Post updated");
  await item.getByRole("button", { name: "Send test" }).click();
  const row = item.locator("tr[data-delivery]");
  await expect(row).toContainText("Test event");
  await expect(row).toContainText("Delivered", { timeout: 20_000 });
  await expect(row).toContainText("200");
  await expect(row).toContainText("received, thank you");
  await expect(item.getByRole("button", { name: "Hide deliveries" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectNoSeriousViolations(page);

  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
  await expect(dialog).toContainText(receiver.url);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
});

test("a paused endpoint says why, the dashboard tells the user, and Resume brings it back", async ({
  page,
}) => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  await app.db.insert(schema.webhookEndpoints).values({
    userId: user.id,
    url: "https://hooks.example.com/in",
    events: ["generation.failed"],
    secret: "whsec_test",
    status: "paused",
    failuresInRow: 5,
    pausedAt: new Date(),
  });
  await app.signIn(page, user.token);
  await page.goto(`${app.server.url}${routeUrl("/dashboard/library")}`);
  const banner = page.getByRole("status").filter({ hasText: "A webhook endpoint was paused" });
  await expect(banner).toBeVisible();
  await expectNoSeriousViolations(page);
  await banner.getByRole("link", { name: "Review webhooks" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#webhooks$/);
  const item = page.locator("li[data-endpoint]");
  await expect(item).toContainText("Paused");
  await expect(item).toContainText("5 deliveries in a row failed every attempt");
  await expectNoSeriousViolations(page);
  await item.getByRole("button", { name: "Resume" }).focus();
  await page.keyboard.press("Enter");
  await expect(item).toContainText("Active");
  await expect(item).not.toContainText("Paused");
  const [stored] = await app.db
    .select()
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.userId, user.id));
  expect(stored).toMatchObject({ status: "active", failuresInRow: 0, pausedAt: null });
});
