import fs from "node:fs";
import path from "node:path";
import type { Tier } from "@domain/plans";
import type { Role } from "@domain/roles";
import { test as base, type Locator, type Page } from "@playwright/test";
import { createDatabase, type Database } from "@server/db";
import pg from "pg";
import { href } from "react-router";
import { E2E_BASE_URL } from "../../playwright.config";
import { embeddedDatabaseUrl } from "./embedded-url";
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
  return embeddedDatabaseUrl(DATA_DIR);
}

/** Runs one statement on the e2e server's PostgreSQL as its admin (create or drop a database). */
export async function onE2eAdmin(sql: string): Promise<void> {
  const client = new pg.Client({
    connectionString: e2eDatabaseUrl().replace(/\/[^/]*$/, "/postgres"),
  });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function e2eAuthSecret(): string {
  return JSON.parse(fs.readFileSync(path.join(DATA_DIR, "secrets.json"), "utf8")).authSecret;
}

type SignInOptions = { email?: string; name?: string; tier?: Tier; roles?: Role[] };

/** Waits until React has hydrated the page, so scripted controls (menus, fetchers) respond. */
export async function expectHydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A path of app/routes.ts, as `href()` knows it ("/dashboard/view/:id"). */
export type RoutePath = Parameters<typeof href>[0];
type ParamsOf<P extends RoutePath> =
  Parameters<typeof href<P>> extends [unknown, ...infer A] ? A : never;
type Search = Record<string, string>;
type NavigateOptions<P extends RoutePath> =
  ParamsOf<P> extends []
    ? [options?: { search?: Search }]
    : [options: { params: ParamsOf<P>[0]; search?: Search }];

/** The URL of a route of app/routes.ts, its params checked by `href()`, with a query. */
export function routeUrl<P extends RoutePath>(path: P, ...[options]: NavigateOptions<P>): string {
  const params = options && "params" in options ? options.params : undefined;
  const url = (href as (path: string, params?: object) => string)(path, params ?? undefined);
  const search = new URLSearchParams(options?.search).toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Goes to a route by its path in app/routes.ts (a typo or a missing param is a type error) and
 * waits for hydration: `navigate(page, "/dashboard/view/:id", { params: { id } })`,
 * `navigate(page, "/dashboard/library")`.
 */
export function navigate<P extends RoutePath>(page: Page, path: P, ...options: NavigateOptions<P>) {
  return page.goto(routeUrl(path, ...options));
}

/** A toast (sonner) holding this text. */
export const toast = (page: Page, text: string): Locator =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Picks an option of a select (a Radix combobox) by the select's and the option's names. */
export async function choose(scope: Page | Locator, select: string, option: string) {
  const page = "page" in scope ? scope.page() : scope;
  await scope.getByRole("combobox", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * `signIn(options)` creates a user (with the tier and roles asked for) and a session directly in
 * the e2e server's database, and puts the session cookie in the test's browser context. Every
 * e2e test that is not about sign-in itself starts this way.
 */
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
