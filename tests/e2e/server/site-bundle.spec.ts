import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGES } from "../../support/public-pages";
import { gzipBytes, pageScripts, readManifest, routeScripts } from "../../support/route-js";
import { ROOT } from "../../support/server-process";

const CLIENT = path.join(ROOT, "build/client");
/** Issue 13: at most 100 KB of gzipped JavaScript per public page. */
const PUBLIC_BUDGET = 100 * 1024;
// Code that has no place on a public page: the editor, the workspace, Radix, the toaster.
const FORBIDDEN = ["@tiptap", "ProseMirror", "radix", "data-sonner-toast", "__reactRouterManifest"];

test("every public page loads at most 100 KB of gzipped JavaScript, none of it framework code", async ({
  request,
}) => {
  for (const page of [...PUBLIC_PAGES, "/blog/no-such-article"]) {
    const html = await (await request.get(page)).text();
    const scripts = pageScripts(html);
    expect(scripts, page).toEqual(["/site.js"]);
    expect(gzipBytes(CLIENT, scripts), page).toBeLessThanOrEqual(PUBLIC_BUDGET);
    for (const marker of FORBIDDEN)
      expect(html.includes(marker), `${marker} in ${page}`).toBe(false);
    for (const script of scripts) {
      const text = fs.readFileSync(path.join(CLIENT, script), "utf8");
      for (const marker of FORBIDDEN)
        expect(text.includes(marker), `${marker} in ${script}`).toBe(false);
    }
  }
});

test("the build's manifest: the public routes' own modules stay out of the shared entry", () => {
  const manifest = readManifest(CLIENT);
  const entry = routeScripts(manifest, "root");
  const home = manifest.routes["routes/site/home"];
  expect(home).toBeDefined();
  // The landing page's module is never loaded by a workspace page.
  expect(routeScripts(manifest, "routes/dashboard/create")).not.toContain(home?.module);
  expect(entry).not.toContain(home?.module);
});
