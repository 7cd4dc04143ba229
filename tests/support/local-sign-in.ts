import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect, type Page } from "@playwright/test";

let counter = 0;

/** An e-mail address no other test uses. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

/** From /auth (or any page that sent the visitor there): signs in through the local provider. */
export async function signInLocally(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/local"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The current code of an authenticator app holding this base32 secret. */
export function totpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret)).totp();
}
