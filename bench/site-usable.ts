// Navigation to a usable screen, in Chromium (issue 32): for each signed-in screen (and sign-in),
// a fresh browser context (cold cache) goes to the address, and the time is read in the page
// (performance.now(), from the navigation's start) once the screen can be used: hydrated
// (`html[data-hydrated]`, set by React's root) and, on the editor, Tiptap's
// editable area there. Local server, no network or CPU throttling: the cost is the download,
// parse and hydration of the page's JavaScript on this machine. Median of RUNS loads.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { createDatabase } from "@server/db";
import { resolveChromiumSync } from "../scripts/chromium-path.js";
import { embeddedDatabaseUrl } from "../tests/support/embedded-url";
import { insertPost } from "../tests/support/factories";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";

const RUNS = Number(process.env.BENCH_USABLE_RUNS ?? 3);
const SCREENS = [
  "/dashboard/create",
  "/dashboard/library",
  "/dashboard/presets",
  "/dashboard/ideas",
  "/dashboard/voices",
  "/dashboard/bulk",
  "/dashboard/publishing",
  "/dashboard/profile",
];

type Row = { measure: string; value: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export async function usableRows(url: string, dataDir: string): Promise<Row[]> {
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 2 });
  const browser = await chromium.launch({ executablePath: resolveChromiumSync() });
  try {
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
    const user = await createUserWithSession(db, { tier: "elite" });
    const token = await signedSessionCookie(user.token, secrets.authSecret);
    const post = await insertPost(db, user.id, { title: "Bench post" });
    const { hostname } = new URL(url);
    const pages: [string, string, string | null][] = [
      ["/auth (signed out)", "/auth", null],
      ...SCREENS.map((screen): [string, string, string | null] => [screen, screen, null]),
      ["/dashboard/view/:id", `/dashboard/view/${post.id}`, null],
      ["/dashboard/edit/:id (Tiptap editable)", `/dashboard/edit/${post.id}`, ".ProseMirror"],
    ];
    // One unmeasured load first: the server's first render and the browser's start-up.
    const warm = await browser.newPage();
    await warm.goto(`${url}/auth`);
    await warm.close();
    const rows: Row[] = [];
    for (const [name, address, usable] of pages) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ locale: "en" });
        if (!address.startsWith("/auth"))
          await context.addCookies([
            { name: SESSION_COOKIE, value: token, domain: hostname, path: "/" },
          ]);
        const page = await context.newPage();
        await page.goto(url + address, { waitUntil: "commit" });
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        if (usable) await page.locator(usable).waitFor();
        times.push(await page.evaluate(() => performance.now()));
        if (!new URL(page.url()).pathname.startsWith(address.split("?")[0] ?? address))
          throw new Error(`${address} ended at ${page.url()}`);
        await context.close();
      }
      rows.push({
        measure: `Navigation to usable ${name} (Chromium, cold cache)`,
        value: `${Math.round(median(times))} ms (median of ${RUNS})`,
      });
    }
    return rows;
  } finally {
    await browser.close();
    await db.$client.end();
  }
}
