import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  chunkNamed,
  gzipBytes,
  readManifest,
  routeScripts,
  withStaticImports,
} from "../../support/route-js";
import { ROOT } from "../../support/server-process";

const CLIENT = path.join(ROOT, "build/client");
const KB = 1024;
/**
 * Issue 13's budget for the signed-in workspace (gzip, everything a page downloads): a dashboard
 * tab at most 280 KB (it was 303 KB for every tab at once), the post editor at most 410 KB
 * (Tiptap, loaded by that route only). Measured on 2026-11-24: tabs 249-272 KB, editor 399 KB.
 */
const TAB_BUDGET = 280 * KB;
const EDITOR_BUDGET = 410 * KB;
const TABS = [
  "create-tab",
  "library-tab",
  "presets-tab",
  "ideas-tab",
  "profile-tab",
  // The admin tabs (issue 14), lazy too: never part of what every dashboard page loads.
  "overview-tab",
  "messages-tab",
  "users-tab",
] as const;
// Code a tab has no use for: the editor stays on the edit route.
const EDITOR_MARKERS = ["@tiptap", "ProseMirror"];

const manifest = () => readManifest(CLIENT);
const loaded = (urls: string[]) => withStaticImports(CLIENT, urls);

test("each dashboard tab loads only its own code, within the workspace budget", () => {
  const home = loaded(routeScripts(manifest(), "routes/dashboard/home"));
  const tabChunks = TABS.map((tab) => chunkNamed(CLIENT, tab));
  // The tabs are lazy: none of them is part of what every dashboard page loads.
  for (const chunk of tabChunks) expect(home).not.toContain(chunk);
  for (const [index, tab] of TABS.entries()) {
    const files = loaded([...home, tabChunks[index] ?? ""]);
    expect(gzipBytes(CLIENT, files), tab).toBeLessThanOrEqual(TAB_BUDGET);
    for (const other of tabChunks.filter((_, i) => i !== index))
      expect(files, `${tab} loads ${other}`).not.toContain(other);
    const text = files.map((file) => fs.readFileSync(path.join(CLIENT, file), "utf8")).join("\n");
    for (const marker of EDITOR_MARKERS)
      expect(text.includes(marker), `${marker} in ${tab}`).toBe(false);
  }
});

test("the post editor's route stays within its budget", () => {
  const files = loaded(routeScripts(manifest(), "routes/dashboard/edit"));
  expect(gzipBytes(CLIENT, files)).toBeLessThanOrEqual(EDITOR_BUDGET);
});

test("the admin panels are lazy: no dashboard page loads them until an admin opens one", () => {
  const home = loaded(routeScripts(manifest(), "routes/dashboard/home"));
  for (const panel of ["content-tab", "seo-tab"]) {
    const chunk = chunkNamed(CLIENT, panel);
    expect(home, panel).not.toContain(chunk);
    // Nor does any user tab pull it in.
    for (const tab of TABS) expect(loaded([chunkNamed(CLIENT, tab)]), tab).not.toContain(chunk);
  }
});
