import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

type Entry = { module: string; imports?: string[] };
export type ClientManifest = {
  entry: Entry;
  routes: Record<string, Entry & { id: string; parentId?: string; path?: string; index?: boolean }>;
};

/** React Router's client manifest of a build (build/client/assets/manifest-*.js). */
export function readManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** The scripts a hydrated page of this route loads: the entry, then each route from the root. */
export function routeScripts(manifest: ClientManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId)
    chain.unshift(id);
  const files = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of chain) {
    const route = manifest.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)];
}

/** Gzipped bytes of files of the client build, by their URL path ("/assets/x.js", "/site.js"). */
export function gzipBytes(clientDir: string, urls: readonly string[]): number {
  return urls.reduce(
    (sum, url) => sum + gzipSync(fs.readFileSync(path.join(clientDir, url))).length,
    0,
  );
}

/** The script URLs an HTML page loads: <script src> and module preloads. */
export function pageScripts(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? "");
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...new Set([...sources, ...preloads])];
}
