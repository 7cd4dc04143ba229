/**
 * The Publishing screen (issue 31) against a scripted WordPress and a scripted Ghost: connect
 * WordPress with the keyboard (a wrong application password first: WordPress's own words, then the
 * right one), connect Ghost, Test connection; the plan's limits; a French writer reads a failure
 * in French; axe on each state.
 */
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../../support/axe";
import { lastCopied, trackClipboard } from "../../support/clipboard";
import { expect, routeUrl, test } from "../../support/fixtures";
import {
  type PublishingWorld,
  publishingUser,
  startPublishingWorld,
} from "../../support/publishing-page";

let world: PublishingWorld;

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  world = await startPublishingWorld("publishing_page");
});

test.afterAll(async () => {
  await world?.stop();
});

const WRONG_PASSWORD =
  "The site refused the credentials (HTTP 401): The provided password is an invalid application password.";

async function openScreen(page: Page, token: string) {
  await world.app.signIn(page, token);
  await page.goto(`${world.app.server.url}${routeUrl("/dashboard/publishing")}`);
  await expect(page.getByRole("heading", { name: "Publishing", level: 1 })).toBeVisible();
}

test("connect WordPress with the keyboard (a wrong password first), connect Ghost, test them", async ({
  page,
}) => {
  const { wp, ghost } = world;
  const { user } = await publishingUser(world.app);
  await openScreen(page, user.token);
  await expect(page.getByText("No site is connected yet.")).toBeVisible();
  await expect(page.getByTestId("publishing-limits")).toContainText("Connections: 0 of 10");
  await expect(page.getByTestId("publishing-limits")).toContainText("up to 100");
  // Where to find each credential is said beside its field.
  await expect(page.getByText(/Users → Profile → Application Passwords/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // WordPress is the platform chosen at first; everything else with the keyboard.
  await page.getByRole("radio", { name: "WordPress" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await page.keyboard.type("Company blog");
  await page.keyboard.press("Tab");
  await page.keyboard.type(wp.url);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("WordPress user name")).toBeFocused();
  await page.keyboard.type(wp.options.username);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Application password")).toBeFocused();
  await page.keyboard.type("wrong wrong wrong wrong");
  await page.keyboard.press("Enter");

  // Test connection ran by itself and says what WordPress said.
  const item = page.locator("li[data-connection]").filter({ hasText: "Company blog" });
  await expect(item).toContainText("Connection failed", { timeout: 20_000 });
  await expect(item.getByRole("status")).toHaveText(WRONG_PASSWORD);
  await expect(item).toContainText("User: editor");
  await expectNoSeriousViolations(page);

  // The right password replaces the wrong one (Edit, with the keyboard); the test runs again.
  await item.getByRole("button", { name: "Edit" }).focus();
  await page.keyboard.press("Enter");
  await item.getByLabel("New application password (optional)").focus();
  await page.keyboard.type(wp.options.password);
  await page.keyboard.press("Enter");
  await expect(item).toContainText("Connected", { timeout: 20_000 });
  await expect(item).toContainText("SEO plugin: Yoast SEO");
  await expect(item.getByRole("status")).toHaveText("");

  // Ghost: the arrow key moves the platform choice; a key in the wrong shape is refused first.
  await page.getByRole("radio", { name: "WordPress" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Ghost" })).toBeChecked();
  await expect(page.getByText(/Settings → Integrations → Add custom integration/)).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Newsletter");
  await page.getByLabel("Site address").fill(ghost.url);
  const key = page.getByLabel("Admin API key");
  await key.fill("not-a-key");
  await key.press("Enter");
  await expect(page.getByText(/A Ghost Admin API key looks like 24 characters/)).toBeVisible();
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await key.fill(ghost.key);
  await key.press("Enter");
  const newsletter = page.locator("li[data-connection]").filter({ hasText: "Newsletter" });
  await expect(newsletter).toContainText("Connected", { timeout: 20_000 });
  await expect(page.getByTestId("publishing-limits")).toContainText("Connections: 2 of 10");

  // Test connection again, now that the site refuses the key.
  ghost.forbidden = true;
  await newsletter.getByRole("button", { name: "Test connection" }).click();
  await expect(newsletter).toContainText("Connection failed", { timeout: 20_000 });
  await expect(newsletter.getByRole("status")).toContainText(
    "The account signed in but may not publish posts",
  );
  ghost.forbidden = false;
  await expectNoSeriousViolations(page);

  // Delete, after a confirmation.
  await newsletter.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Delete this connection?");
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(newsletter).toHaveCount(0);
  await expect(page.getByTestId("publishing-limits")).toContainText("Connections: 1 of 10");
});

test("a webhook connection's secret is shown once, with Copy", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await trackClipboard(page);
  const { user } = await publishingUser(world.app);
  await openScreen(page, user.token);
  await page.getByRole("radio", { name: "Webhook" }).check();
  await page.getByLabel("Name", { exact: true }).fill("Static site");
  await page.getByLabel("Endpoint address").fill(`${world.ghost.url}/hook`);
  await page.getByRole("button", { name: "Connect" }).click();
  const dialog = page.getByRole("dialog", { name: "The webhook’s signing secret" });
  await expect(dialog).toBeVisible();
  const secret = await dialog.getByTestId("connection-secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole("button", { name: "Copy" }).click();
  expect(await lastCopied(page)).toBe(secret);
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
});

test("a French writer reads a failed test in French", async ({ page }) => {
  const { wp } = world;
  const { user, call } = await publishingUser(world.app);
  const created = await call("POST", "/api/connections", {
    platform: "wordpress",
    name: "Blog",
    siteUrl: wp.url,
    username: wp.options.username,
    secret: "faux faux faux faux",
  });
  expect(created.status).toBe(201);
  await page.context().addCookies([{ name: "lng", value: "fr", url: world.app.server.url }]);
  await world.app.signIn(page, user.token);
  await page.goto(`${world.app.server.url}${routeUrl("/dashboard/publishing")}`);
  await expect(page.getByRole("heading", { name: "Publication", level: 1 })).toBeVisible();
  const item = page.locator("li[data-connection]");
  await expect(item).toContainText("Pas encore testée");
  await item.getByRole("button", { name: "Tester la connexion" }).click();
  await expect(item).toContainText("Échec de la connexion", { timeout: 20_000 });
  await expect(item.getByRole("status")).toHaveText(
    "Le site a refusé les identifiants (HTTP 401) : The provided password is an invalid application password.",
  );
  await expectNoSeriousViolations(page);
});
