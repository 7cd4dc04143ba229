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

/** The built module whose file name starts with `name-` (a lazily loaded chunk), as a URL path. */
export function chunkNamed(clientDir: string, name: string): string {
  const file = fs
    .readdirSync(path.join(clientDir, "assets"))
    .find((entry) => entry.startsWith(`${name}-`) && entry.endsWith(".js"));
  if (!file) throw new Error(`no chunk named ${name} in ${clientDir}: build first`);
  return `/assets/${file}`;
}

/** These modules and every module they import statically (what loading them downloads). */
export function withStaticImports(clientDir: string, urls: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const text = fs.readFileSync(path.join(clientDir, url), "utf8");
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      visit(path.posix.join(path.posix.dirname(url), match[1] ?? ""));
  };
  for (const url of urls) visit(url);
  return [...seen];
}
