import type { Page } from "@playwright/test";
import { expect, navigate, test } from "../../support/fixtures";
import { signInLocally, totpCode, uniqueEmail } from "../../support/local-sign-in";

async function enrol(page: Page): Promise<string> {
  await navigate(page, "/dashboard/profile");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await expect(page.getByText("Recovery codes")).toBeVisible();

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("That code is not valid. Please try again.")).toBeVisible();

  await page.getByLabel("Code from the app").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(
    page.getByText("On: sign-in asks for a code from your authenticator app."),
  ).toBeVisible();
  return secret;
}

async function signOut(page: Page, email: string) {
  await page.getByRole("button", { name: `Account menu for ${email}` }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

test("two-factor: enrol, sign out, sign in with a code; a wrong code is refused", async ({
  page,
}) => {
  const email = uniqueEmail("totp");
  await page.goto("/auth");
  await signInLocally(page, email, "Tess Totp");
  const secret = await enrol(page);
  await signOut(page, email);

  await navigate(page, "/dashboard");
  await signInLocally(page, email, "Tess Totp");
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirectTo=%2Fdashboard$/);
  // The session is not usable before the code.
  const blocked = await page.request.get("/dashboard", { maxRedirects: 0 });
  expect(blocked.status()).toBe(302);

  await page.getByLabel("Verification code").fill("123456");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not valid. Please try again.")).toBeVisible();

  await page.getByLabel("Verification code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/create$/);
  await expect(page.getByRole("button", { name: `Account menu for ${email}` })).toBeVisible();

  // better-auth's own endpoints are not reachable over HTTP: they would skip our checks.
  for (const path of [
    "two-factor/disable",
    "two-factor/enable",
    "two-factor/generate-backup-codes",
  ]) {
    expect((await page.request.post(`/api/auth/${path}`, { data: {} })).status()).toBe(404);
  }
  expect((await page.request.get("/api/auth/get-session")).status()).toBe(404);
  // Another enrolment while this one is on is refused on the server.
  const again = await page.request.post("/dashboard/profile", {
    form: { intent: "two-factor-start" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);

  // Removing the factor needs a current code; then sign-in no longer asks for one.
  await navigate(page, "/dashboard/profile");
  await expect(
    page.getByText("On: sign-in asks for a code from your authenticator app."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Turn off two-factor" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Code from the app, or a recovery code").fill("000000");
  await dialog.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(dialog.getByText("That code is not valid. Please try again.")).toBeVisible();
  await dialog.getByLabel("Code from the app, or a recovery code").fill(await totpCode(secret));
  await dialog.getByRole("button", { name: "Turn off two-factor" }).click();
  await expect(page.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
  await signOut(page, email);
  await page.goto("/auth");
  await signInLocally(page, email, "Tess Totp");
  await expect(page).toHaveURL(/\/dashboard\/create$/);
});

test("two-factor: a recovery code signs in once, and repeated wrong codes lock the factor", async ({
  page,
}) => {
  const email = uniqueEmail("recovery");
  await page.goto("/auth");
  await signInLocally(page, email, "Rita Recovery");
  await navigate(page, "/dashboard/profile");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  const recovery =
    (
      await page
        .getByRole("list", { name: "Recovery codes" })
        .getByRole("listitem")
        .first()
        .textContent()
    )?.trim() ?? "";
  await page.getByLabel("Code from the app").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByText("On: sign-in asks for a code")).toBeVisible();
  await signOut(page, email);

  await page.goto("/auth");
  await signInLocally(page, email, "Rita Recovery");
  await page.getByRole("link", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(recovery);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard\/create$/);
  await signOut(page, email);

  await page.goto("/auth");
  await signInLocally(page, email, "Rita Recovery");
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.getByLabel("Verification code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
  }
  await page.getByLabel("Verification code").fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/Too many wrong codes|This sign-in has expired/)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/two-factor/);
});
