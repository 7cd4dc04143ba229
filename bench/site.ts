// `npm run bench -- site`: the public site's speed (issue 13).
// 1. JavaScript shipped per route (gzip): public pages and sign-in as served (their <script>
//    tags), every other route from React Router's manifest (entry + the route chain's modules),
//    and the post editor's Tiptap chunk it loads after hydration (issue 32).
// 2. autocannon at 50 connections on `/` and an article, against the same HTML written to the
//    client folder and sent by the same server as a static file (same middleware), and the ratio.
// 3. Lighthouse (mobile emulation, the tests' Chromium) on `/`, `/blog`, an article and a
//    solution page: performance, accessibility, best practices, SEO, LCP.
// 4. Navigation to a usable screen in Chromium, per signed-in screen and sign-in (issue 32;
//    bench/site-usable.ts): with 1 also under BENCH_ONLY=js.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { root } from "../scripts/build-if-stale.js";
import { resolveChromiumSync } from "../scripts/chromium-path.js";
import {
  chunkNamed,
  gzipBytes,
  pageScripts,
  readManifest,
  routeScripts,
  withStaticImports,
} from "../tests/support/route-js";
import { startServer } from "./server.js";
import { usableRows } from "./site-usable";

const PORT = 3213;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CLIENT = path.join(root, "build/client");
const ARTICLE = "/blog/writing-for-ai-answer-engines";
const PUBLIC = ["/", "/blog", ARTICLE, "/solutions/video-scripts", "/help-center", "/privacy"];
// The admin screens' panels (issue 14), chunks of their own loaded for admins only: the Website
// Content panel carries the editor and the analyser.
const ADMIN_PANELS = ["overview", "users", "messages", "content", "seo"];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

type Row = { measure: string; value: string };

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { "accept-language": "en" },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function javascriptRows(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of PUBLIC) {
    const scripts = pageScripts(await (await fetch(url + page)).text());
    rows.push({
      measure: `JS ${page} (as served)`,
      value: `${kb(gzipBytes(CLIENT, scripts))} gzip in ${scripts.length} file(s)`,
    });
  }
  // Sign-in is served without React too (issue 32): what the page loads as served.
  const signIn = pageScripts(await (await fetch(`${url}/auth`)).text());
  rows.push({
    measure: "JS /auth (as served)",
    value: `${kb(gzipBytes(CLIENT, signIn))} gzip in ${signIn.length} file(s)`,
  });
  const manifest = readManifest(CLIENT);
  for (const id of Object.keys(manifest.routes).filter(
    (id) => !id.startsWith("routes/site/") && !id.startsWith("routes/api/"),
  )) {
    const scripts = routeScripts(manifest, id);
    rows.push({
      measure: `JS ${id} (if hydrated)`,
      value: `${kb(gzipBytes(CLIENT, scripts))} gzip in ${scripts.length} files`,
    });
  }
  // The post editor's page hydrates first, then loads Tiptap and ProseMirror (issue 32).
  const editorChain = withStaticImports(CLIENT, routeScripts(manifest, "routes/dashboard/edit"));
  const editorChunk = withStaticImports(CLIENT, [chunkNamed(CLIENT, "rich-text-editor")]).filter(
    (file) => !editorChain.includes(file),
  );
  rows.push({
    measure: "JS dashboard edit: the editor's chunk, loaded after hydration",
    value: `${kb(gzipBytes(CLIENT, editorChunk))} gzip in ${editorChunk.length} files`,
  });
  // An admin screen's page loads its route chain and its panel's chunk.
  for (const panel of ADMIN_PANELS) {
    const chain = routeScripts(manifest, `routes/dashboard/admin/${panel}`);
    const files = withStaticImports(CLIENT, [...chain, chunkNamed(CLIENT, `${panel}-tab`)]);
    rows.push({
      measure: `JS dashboard admin ${panel} (route chain + its panel's chunk)`,
      value: `${kb(gzipBytes(CLIENT, files))} gzip in ${files.length} files`,
    });
  }
  return rows;
}

async function throughputRows(url: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of ["/", ARTICLE]) {
    const html = await (await fetch(url + page)).text();
    const staticName = `bench-static-${page === "/" ? "home" : "article"}.html`;
    fs.writeFileSync(path.join(CLIENT, staticName), html);
    try {
      await load(url + page); // warm-up
      const rendered = await load(url + page);
      await load(`${url}/${staticName}`);
      const file = await load(`${url}/${staticName}`);
      const line = (r: autocannon.Result) =>
        `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.non2xx} non-2xx`;
      rows.push({
        measure: `GET ${page} (${kb(html.length)} HTML, ${CONNECTIONS} conn., ${DURATION} s)`,
        value: line(rendered),
      });
      rows.push({ measure: `  the same HTML as a static file`, value: line(file) });
      rows.push({
        measure: `  ratio page / static file`,
        value: (rendered.requests.average / file.requests.average).toFixed(2),
      });
    } finally {
      fs.rmSync(path.join(CLIENT, staticName), { force: true });
    }
  }
  return rows;
}

async function lighthouseRows(url: string): Promise<Row[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: resolveChromiumSync(),
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  const rows: Row[] = [];
  try {
    for (const page of ["/", "/blog", ARTICLE, "/solutions/video-scripts"]) {
      const result = await lighthouse(url + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${page}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
      rows.push({
        measure: `Lighthouse ${page} (mobile)`,
        value: `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}, LCP ${(lcp / 1000).toFixed(2)} s`,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

export async function benchSite(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-site-"));
  const env = { APP_URL: `http://127.0.0.1:${PORT}` };
  // The first start creates and migrates the database; the seed then adds the demo content (an
  // article to read, SEO settings) while no server holds the data folder.
  await (await startServer({ port: PORT, dataDir, env })).stop();
  execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/db-seed.ts")], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, APP_ENV: "local" },
    stdio: "ignore",
  });
  const server = await startServer({ port: PORT, dataDir, env });
  try {
    const rows = [
      ...(await javascriptRows(server.url)),
      ...(await usableRows(server.url, dataDir)),
    ];
    if (process.env.BENCH_ONLY !== "js") {
      rows.push(...(await throughputRows(server.url)));
      rows.push(...(await lighthouseRows(server.url)));
    }
    return rows;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
