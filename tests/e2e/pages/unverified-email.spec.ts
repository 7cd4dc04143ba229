/**
 * Issue 24, finding 1: an identity whose provider did not verify its e-mail address
 * (`email_verified: false`, as Google states for some addresses) neither takes over the account
 * of that address nor gets the admin role of an ADMIN_EMAILS address. The local OpenID provider
 * issues such an identity when its "unverified" box is ticked. A server of its own, on a database
 * of its own, with ADMIN_EMAILS set.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createDatabase, type Database, schema } from "@server/db";
import { eq } from "drizzle-orm";
import { e2eDatabaseUrl, expect, onE2eAdmin, test } from "../../support/fixtures";
import { uniqueEmail } from "../../support/local-sign-in";
import { freePort, ROOT, type ServerProcess, startServer } from "../../support/server-process";
import { createUserWithSession } from "../../support/sessions";

test.describe.configure({ mode: "serial" });

const NAME = `inkwell_unverified_${randomBytes(4).toString("hex")}`;
const ADMIN = `boss-${randomBytes(4).toString("hex")}@example.test`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-unverified-"));
let server: ServerProcess;
let db: Database;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await onE2eAdmin(`create database ${NAME}`);
  const url = e2eDatabaseUrl().replace(/\/[^/]*$/, `/${NAME}`);
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAILS: ADMIN,
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    AI_PROVIDER: "local",
    LOCAL_MODEL_PATH: path.join(ROOT, ".data/e2e/models/tiny-test.gguf"),
  });
  db = createDatabase(url, { max: 2 });
});

test.afterAll(async () => {
  await db?.$client.end();
  await server?.stop();
  await onE2eAdmin(`drop database if exists ${NAME} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Through the local provider, its "unverified" box ticked or not; ends wherever it lands. */
async function signIn(page: Page, email: string, options: { verified: boolean }) {
  await page.goto(`${server.url}/auth?redirectTo=/dashboard`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Name").fill("Mallory");
  if (!options.verified)
    await page.getByLabel("Sign in as if Google had not verified this address").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/local"));
}

const userByEmail = async (email: string) =>
  (await db.select().from(schema.user).where(eq(schema.user.email, email)))[0];
const accountsOf = (userId: string) =>
  db.select().from(schema.account).where(eq(schema.account.userId, userId));
const rolesOf = async (userId: string) =>
  (await db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId))).map(
    (row) => row.role,
  );

test("an unverified address does not take over the existing account of that address", async ({
  page,
}) => {
  // The victim's account exists (made before their first sign-in, as the seed or an admin does).
  const victim = await createUserWithSession(db, { email: uniqueEmail("victim") });
  await signIn(page, victim.email, { verified: false });
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole("alert").first()).toContainText(
    "An account with this e-mail address already exists, and this sign-in could not be joined to it because the address is not verified.",
  );
  expect(await accountsOf(victim.id)).toHaveLength(0);
  await page.goto(`${server.url}/dashboard`);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);

  // The owner, with the address verified, signs in to the same account.
  await signIn(page, victim.email, { verified: true });
  await expect(page).toHaveURL(/\/dashboard\/create$/);
  expect(await accountsOf(victim.id)).toHaveLength(1);
});

test("an unverified ADMIN_EMAILS address gets no account and no admin role", async ({ page }) => {
  await signIn(page, ADMIN, { verified: false });
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole("alert").first()).toContainText(
    "Google has not verified this e-mail address, so it cannot be used to sign in.",
  );
  expect(await userByEmail(ADMIN)).toBeUndefined();

  // Verified, the same address becomes the admin it is listed as.
  await signIn(page, ADMIN, { verified: true });
  await expect(page).toHaveURL(/\/dashboard\/create$/);
  const admin = await userByEmail(ADMIN);
  expect(admin && (await rolesOf(admin.id))).toEqual(["admin"]);
});
