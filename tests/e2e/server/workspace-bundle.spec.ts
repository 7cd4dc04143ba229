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
 * Issue 13's budget for the signed-in workspace (gzip, everything a page downloads before it
 * hydrates): a dashboard screen at most 280 KB, the post editor at most 410 KB. Measured on
 * 2026-11-27, one route per screen (docs/decisions/0024-route-map.md); issues 27-31 brought the
 * screens to 253-282 KB (Create 281.7 KB) and the editor to 419.7 KB.
 *
 * Issue 32 (targets: dashboard home, i.e. Create, 200 KB; editor 250 KB; sign-in 120 KB): sonner
 * loads with the toaster after the first paint, the editor's Tiptap and ProseMirror (146 KB) load
 * as a chunk of their own behind the read-only body the page already showed, its preview's
 * sanitiser when the preview is asked for, the leave prompt once there are unsaved changes, and
 * the pricing dialog (with the API contracts' zod) when it first opens. Measured 2026-11-28:
 * editor 249.5 KB (was 419.7), Create 272.7 KB (281.7), the other screens 208-267 KB, sign-in
 * 165.0 KB (173.2). The editor meets its target. The screens' and sign-in's floor is the entry
 * (React, the router, i18next: about 156 KB); Create adds zod (23 KB, the API contracts and the
 * form's schema) and Radix's select, popper and focus scope (28 KB): its 200 KB target and
 * sign-in's 120 KB need those (and for sign-in, React itself) out of the first download.
 */
const SCREEN_BUDGET = 273 * KB;
const EDITOR_BUDGET = 250 * KB;
/** Issue 32's figure for sign-in (its target, 120 KB, is below React and the router alone). */
const SIGN_IN_BUDGET = 166 * KB;
const SCREENS = [
  "routes/dashboard/create",
  "routes/dashboard/library",
  "routes/dashboard/presets",
  "routes/dashboard/ideas",
  "routes/dashboard/profile",
  // Issue 29: the brand voices.
  "routes/dashboard/voices",
  // Issue 30: bulk runs from a spreadsheet.
  "routes/dashboard/bulk",
  // Issue 31: connections to the writer's sites and the publications.
  "routes/dashboard/publishing",
  // The admin screens (issue 14): their panels are chunks of their own, loaded for admins only.
  "routes/dashboard/admin/overview",
  "routes/dashboard/admin/messages",
  "routes/dashboard/admin/users",
] as const;
const ADMIN_PANELS = ["overview-tab", "messages-tab", "users-tab", "content-tab", "seo-tab"];
// Code a screen has no use for: the editor stays on the edit route.
const EDITOR_MARKERS = ["@tiptap", "ProseMirror"];
// Loaded after the first paint (issue 32): sonner's toaster, by the text of its stylesheet.
const TOASTER_MARKER = "data-sonner-toaster";

const manifest = () => readManifest(CLIENT);
const loaded = (urls: string[]) => withStaticImports(CLIENT, urls);
/** What a screen's page downloads: the route chain, and an admin screen's panel. */
const screenFiles = (id: string) => {
  const panel = /admin\/(\w+)$/.exec(id)?.[1];
  return loaded([
    ...routeScripts(manifest(), id),
    ...(panel ? [chunkNamed(CLIENT, `${panel}-tab`)] : []),
  ]);
};

test("each dashboard screen loads only its own code, within the workspace budget", () => {
  const routes = manifest().routes;
  const layout = loaded(routeScripts(manifest(), "routes/dashboard/layout"));
  for (const id of SCREENS) {
    const files = screenFiles(id);
    expect(gzipBytes(CLIENT, files), id).toBeLessThanOrEqual(SCREEN_BUDGET);
    // No screen is part of what every dashboard page loads, nor of another screen's page.
    expect(layout, `every dashboard page loads ${id}`).not.toContain(routes[id]?.module);
    for (const other of SCREENS.filter((s) => s !== id))
      expect(files, `${id} loads ${other}`).not.toContain(routes[other]?.module);
    const text = files.map((file) => fs.readFileSync(path.join(CLIENT, file), "utf8")).join("\n");
    for (const marker of [...EDITOR_MARKERS, TOASTER_MARKER])
      expect(text.includes(marker), `${marker} in ${id}`).toBe(false);
  }
});

test("the post editor's route stays within its budget; Tiptap and the toaster load after it", () => {
  const files = loaded(routeScripts(manifest(), "routes/dashboard/edit"));
  expect(gzipBytes(CLIENT, files)).toBeLessThanOrEqual(EDITOR_BUDGET);
  const text = files.map((file) => fs.readFileSync(path.join(CLIENT, file), "utf8")).join("\n");
  for (const marker of [...EDITOR_MARKERS, TOASTER_MARKER])
    expect(text.includes(marker), `${marker} in the editor's first download`).toBe(false);
  // The editor itself is a chunk the route loads on its own.
  const editor = chunkNamed(CLIENT, "rich-text-editor");
  expect(files).not.toContain(editor);
  expect(fs.readFileSync(path.join(CLIENT, editor), "utf8")).toContain("ProseMirror");
});

test("sign-in stays within its budget, the toaster loading after it", () => {
  const files = loaded(routeScripts(manifest(), "routes/auth/sign-in"));
  expect(gzipBytes(CLIENT, files)).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  const text = files.map((file) => fs.readFileSync(path.join(CLIENT, file), "utf8")).join("\n");
  expect(text.includes(TOASTER_MARKER)).toBe(false);
});

test("the admin panels are lazy: no page loads them until an admin's page asks for one", () => {
  const panels = ADMIN_PANELS.map((name) => chunkNamed(CLIENT, name));
  const ids = Object.keys(manifest().routes).filter((id) => id.startsWith("routes/dashboard/"));
  for (const id of ids) {
    // Even an admin screen's route module (which a non-admin's 403 page downloads) only
    // imports its panel dynamically.
    const files = loaded(routeScripts(manifest(), id));
    for (const [index, panel] of panels.entries())
      expect(files, `${id} loads ${ADMIN_PANELS[index]}`).not.toContain(panel);
  }
});
