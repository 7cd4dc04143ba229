import { expectNoSeriousViolations } from "../../support/axe";
import { expect, navigate, test, toast } from "../../support/fixtures";

test("the sign-in pages pass axe and work by keyboard", async ({ page }) => {
  await page.goto("/auth");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Continue with Google" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await page.keyboard.type("keys@example.test");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Kay Board");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/create$/);
});

test("the profile and two-factor settings pass axe, and the user menu opens by keyboard", async ({
  page,
  signIn,
}) => {
  const user = await signIn();
  await navigate(page, "/dashboard/profile");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByText("Recovery codes")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: `Account menu for ${user.email}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Account Preferences" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a failed sign-in says so in the page's own words, never the URL's", async ({ page }) => {
  await page.goto("/auth?error=access_denied&error_description=The+user+cancelled");
  await expect(page.getByRole("alert").filter({ hasText: "Sign in failed" })).toContainText(
    "The sign-in was cancelled or refused.",
  );
  await expect(toast(page, "Sign in failed")).toBeVisible();
  await expect(page.getByText("The user cancelled")).toHaveCount(0);
});
