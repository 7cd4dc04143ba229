// `npm run bench -- admin`: what the admin Overview, Messages and Users screens cost in JavaScript
// (issue 14). Their panels are lazy chunks, so React Router's manifest does not list them: each
// chunk's static imports are followed in the built files (tests/support/route-js), and what the
// dashboard layout has already loaded is left out. The chart library alone (visx, as the Overview imports it) is also
// bundled on its own with esbuild (minified, React external) to give its own price. Then the
// Overview's queries and a user search, timed on a seeded database (20,000 users, 300,000
// generations over 60 days) through the server module, without HTTP.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { overview, searchUsers } from "@server/admin";
import { createDatabase, setDatabase } from "@server/db";
import { root } from "../scripts/build-if-stale.js";
import { embeddedDatabaseUrl } from "../tests/support/embedded-url";
import {
  chunkNamed,
  gzipBytes,
  readManifest,
  routeScripts,
  withStaticImports,
} from "../tests/support/route-js";
import { startServer } from "./server.js";

const PORT = 3214;
const USERS = 20_000;
const GENERATIONS = 300_000;
const RUNS = 20;

const CLIENT = path.join(root, "build/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const gzip = (urls: readonly string[]) => gzipBytes(CLIENT, urls);

function visxAlone(): number {
  const entry = path.join(root, "node_modules/.cache/bench-visx-entry.js");
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  fs.writeFileSync(
    entry,
    [
      'export { AxisBottom, AxisLeft } from "@visx/axis";',
      'export { Group } from "@visx/group";',
      'export { scaleBand, scaleLinear } from "@visx/scale";',
      'export { BarGroup, BarStack } from "@visx/shape";',
    ].join("\n"),
  );
  const out = execFileSync(
    path.join(root, "node_modules/.bin/esbuild"),
    [
      entry,
      "--bundle",
      "--minify",
      "--format=esm",
      "--external:react",
      "--external:react-dom",
      "--external:react/jsx-runtime",
    ],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return gzipSync(out).length;
}

async function timed(run: () => Promise<unknown>): Promise<string> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
  return `p50 ${at(0.5)} ms, max ${at(1)} ms (${RUNS} runs, one at a time)`;
}

async function queryRows(): Promise<{ measure: string; value: string }[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-admin-"));
  const server = await startServer({ port: PORT, dataDir });
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 4 });
  setDatabase(db);
  try {
    await db.$client.query(
      `insert into "user" (id, name, email, email_verified, created_at)
       select 'bench-' || g, 'User ' || g, 'bench-' || g || '@example.test', true, now() - (g % 120 || ' days')::interval
       from generate_series(1, ${USERS}) g`,
    );
    await db.$client.query(
      `insert into generations (user_id, content_type, input, credit, month_year, status, error, created_at)
       select 'bench-' || (1 + g % ${USERS}),
              (array['blog','help','website','social','video','email','ecommerce'])[1 + g % 7],
              '{}', 1, to_char(now(), 'YYYY-MM'),
              case when g % 50 = 0 then 'failed' else 'succeeded' end,
              case when g % 50 = 0 then 'account:generation.failed' end,
              now() - ((g % 86400) * 60 || ' seconds')::interval
       from generate_series(1, ${GENERATIONS}) g`,
    );
    await db.$client.query("vacuum analyze");
    return [
      {
        measure: `overview() over ${USERS.toLocaleString("en")} users, ${GENERATIONS.toLocaleString("en")} generations`,
        value: await timed(() => overview()),
      },
      {
        measure: "searchUsers, first page, no query",
        value: await timed(() => searchUsers({ q: "", page: 1 })),
      },
      {
        measure: "searchUsers, a part of an e-mail (one match)",
        value: await timed(() => searchUsers({ q: "bench-12345@", page: 1 })),
      },
    ];
  } finally {
    await db.$client.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAdmin(): Promise<{ measure: string; value: string }[]> {
  const layout = withStaticImports(
    CLIENT,
    routeScripts(readManifest(CLIENT), "routes/dashboard/layout"),
  );
  const dashboard = new Set(layout);
  const rows = [
    {
      measure: "dashboard layout route (before any screen's own code)",
      value: `${kb(gzip(layout))} gzip`,
    },
  ];
  for (const tab of ["overview-tab", "messages-tab", "users-tab"]) {
    const extra = withStaticImports(CLIENT, [chunkNamed(CLIENT, tab)]).filter(
      (url) => !dashboard.has(url),
    );
    rows.push({
      measure: `${tab} (lazy; admins only), beyond the dashboard layout`,
      value: `${kb(gzip(extra))} gzip in ${extra.length} files`,
    });
  }
  rows.push({
    measure: "visx alone (axis, group, scale, shape as used), minified",
    value: `${kb(visxAlone())} gzip`,
  });
  rows.push(...(await queryRows()));
  return rows;
}
