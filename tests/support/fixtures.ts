import fs from "node:fs";
import path from "node:path";
import type { Tier } from "@domain/plans";
import type { Role } from "@domain/roles";
import { test as base, type Page } from "@playwright/test";
import { createDatabase, type Database } from "@server/db";
import { E2E_BASE_URL } from "../../playwright.config";
import { ROOT } from "./server-process";
import {
  type CreatedUser,
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "./sessions";

/** The e2e server's data folder (playwright.config.ts starts it with DATA_DIR=.data/e2e). */
const DATA_DIR = path.join(ROOT, ".data/e2e");

/** The e2e server's database (its embedded PostgreSQL, or E2E_DATABASE_URL). */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const { postgresPassword } = JSON.parse(
    fs.readFileSync(path.join(DATA_DIR, "secrets.json"), "utf8"),
  );
  const port = fs
    .readFileSync(path.join(DATA_DIR, "postgres/postmaster.pid"), "utf8")
    .split("\n")[3];
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/inkwell`;
}

function e2eAuthSecret(): string {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, "secrets.json"), "utf8")).authSecret;
}

type SignInOptions = { email?: string; name?: string; tier?: Tier; roles?: Role[] };

/**
 * `signIn(options)` creates a user (with the tier and roles asked for) and a session directly in
 * the e2e server's database, and puts the session cookie in the test's browser context. Every
 * e2e test that is not about sign-in itself starts this way.
 */
/** Waits until React has hydrated the page, so scripted controls (menus, fetchers) respond. */
export async function expectHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend<
  { signIn: (options?: SignInOptions) => Promise<CreatedUser> },
  { db: Database }
>({
  // page.goto and page.reload return once the page is hydrated, not merely loaded.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await expectHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await expectHydrated(page);
      return response;
    };
    await use(page);
  },
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const db = createDatabase(e2eDatabaseUrl(), { max: 2 });
      await use(db);
      await db.$client.end();
    },
    { scope: "worker" },
  ],
  signIn: async ({ context, db }, use) => {
    await use(async (options = {}) => {
      const user = await createUserWithSession(db, options);
      await context.addCookies([
        {
          name: SESSION_COOKIE,
          value: await signedSessionCookie(user.token, e2eAuthSecret()),
          url: E2E_BASE_URL,
        },
      ]);
      return user;
    });
  },
});

export { expect } from "@playwright/test";
