// Library benchmark (issue 6): one user with 5,000 posts among 100,000, the real server, and
// autocannon at 20 connections signed in as that user, on the requests the Library tab makes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_LIBRARY_QUERY, LIBRARY_SORTS, type LibraryQuery } from "@domain/library";
import { createDatabase, type Database, setDatabase } from "@server/db";
import { listPosts } from "@server/library";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { load } from "./load.js";
import { startServer } from "./server.js";

const PORT = 3202;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const OWN_POSTS = 5_000;
const ALL_POSTS = 100_000;
const OTHER_USERS = 190;

// The data request a client-side navigation makes (single fetch), and the full server render.
const SCENARIOS: [string, string][] = [
  // The same request without the library: what the session, the layout and the framework cost.
  ["baseline: the Create tab's data (no library query)", "/dashboard.data?tab=create"],
  ["first page (server-rendered HTML)", "/dashboard?tab=library"],
  ["first page", "/dashboard.data?tab=library"],
  ["page 200 of 417", "/dashboard.data?tab=library&page=200"],
  ["search matching 1 in 10 posts", "/dashboard.data?tab=library&q=marketing"],
  ["search matching nothing", "/dashboard.data?tab=library&q=zzyzx"],
  ["type filter (video)", "/dashboard.data?tab=library&type=video"],
  ["sort: Oldest First", "/dashboard.data?tab=library&sort=oldest"],
  ["sort: Last Modified", "/dashboard.data?tab=library&sort=modified"],
  ["sort: Title A-Z", "/dashboard.data?tab=library&sort=title"],
  ["sort: Word Count", "/dashboard.data?tab=library&sort=words"],
];

/**
 * The library's own work, without HTTP, session or rendering: `listPosts` called by CONNECTIONS
 * concurrent callers over a pool of that size, as the server's pool would run them.
 */
async function measureQueries(
  seeded: Database,
  userId: string,
  only: string | undefined,
): Promise<{ measure: string; value: string }[]> {
  const db = createDatabase(seeded.$client.options.connectionString ?? "", {
    max: CONNECTIONS,
  });
  setDatabase(db);
  const user = { id: userId };
  const queries: [string, Partial<LibraryQuery>][] = [
    ["first page", {}],
    ["page 200", { page: 200 }],
    ["search matching 1 in 10", { q: "marketing" }],
    ["search matching nothing", { q: "zzyzx" }],
    ["type filter", { type: "video" }],
    ...LIBRARY_SORTS.map((sort): [string, Partial<LibraryQuery>] => [`sort: ${sort}`, { sort }]),
  ];
  const rows = [];
  try {
    for (const [name, change] of queries.filter(
      ([n]) => !only || `listPosts ${n}`.includes(only),
    )) {
      const query = { ...DEFAULT_LIBRARY_QUERY, ...change };
      const run = async (seconds: number) => {
        const times: number[] = [];
        const until = performance.now() + seconds * 1000;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            while (performance.now() < until) {
              const started = performance.now();
              await listPosts(user, query);
              times.push(performance.now() - started);
            }
          }),
        );
        return times;
      };
      await run(1);
      const times = await run(Math.min(DURATION, 5));
      times.sort((a, b) => a - b);
      const at = (q: number) =>
        (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
      rows.push({
        measure: `listPosts ${name} (${CONNECTIONS} concurrent, no HTTP)`,
        value: `${Math.round(times.length / Math.min(DURATION, 5))} calls/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
      });
    }
  } finally {
    await db.$client.end();
  }
  return rows;
}

/** Posts for one user or for the others, made by the database itself (generate_series). */
function seedSql(count: number, owner: string | null) {
  const user = owner === null ? `others[1 + g % array_length(others, 1)]` : "$1";
  return `
    with others as (select array_agg(id) as others from "user" where email like 'bench-other-%')
    insert into blog_posts (user_id, title, topic, description, keywords, tone, audience, content,
                            word_count, content_type, created_at, updated_at)
    select ${user},
           (array['How to','Ten ways to','Why','A guide to','The truth about'])[1 + g % 5] || ' ' ||
             (array['brew coffee','grow tomatoes','train a puppy','price a product','write headlines',
                    'fix a bike','plan a trip','bake bread'])[1 + (g / 5) % 8] || ' #' || g,
           (array['marketing','gardening','pets','retail','writing','cycling','travel','baking',
                  'finance','health'])[1 + g % 10],
           'A practical article for busy readers, number ' || g || ', with tips and examples.',
           array['tips','guide', 'kw' || (g % 50)],
           (array['professional','casual','friendly'])[1 + g % 3],
           'everyone',
           '<h2>Intro</h2><p>' || repeat('Some generated words for the body. ', 40) || '</p>',
           100 + (g * 37) % 2000,
           (array['blog','help','website','social','video','email','ecommerce'])[1 + g % 7],
           now() - (g || ' minutes')::interval,
           now() - ((g * 7919) % ${count} || ' minutes')::interval
    from others, generate_series(1, ${count}) as g`;
}

export async function benchLibrary() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-library-"));
  const server = await startServer({ port: PORT, dataDir });
  const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
  const pgPort = fs
    .readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8")
    .split("\n")[3];
  const db = createDatabase(
    `postgres://postgres:${secrets.postgresPassword}@127.0.0.1:${pgPort}/inkwell`,
    { max: 2 },
  );
  const rows: { measure: string; value: string }[] = [];
  try {
    const user = await createUserWithSession(db, { tier: "pro" });
    const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
    const seeded = performance.now();
    await db.$client.query(
      `insert into "user" (id, name, email, email_verified)
       select 'bench-other-' || g, 'Other', 'bench-other-' || g || '@example.test', true
       from generate_series(1, ${OTHER_USERS}) as g`,
    );
    await db.$client.query(seedSql(ALL_POSTS - OWN_POSTS, null));
    await db.$client.query(seedSql(OWN_POSTS, "$1"), [user.id]);
    await db.$client.query("vacuum analyze blog_posts");
    rows.push({
      measure: `seed ${ALL_POSTS.toLocaleString("en")} posts (${OWN_POSTS.toLocaleString("en")} of them the user's)`,
      value: `${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    });

    const only = process.env.BENCH_ONLY;
    for (const [name, route] of SCENARIOS.filter(([n]) => !only || n.includes(only))) {
      const check = await fetch(`${server.url}${route}`, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${route} answered ${check.status}`);
      const options = { connections: CONNECTIONS, duration: DURATION, headers: { cookie } };
      await load(`${server.url}${route}`, { ...options, duration: Math.min(3, DURATION) });
      const result = await load(`${server.url}${route}`, options);
      rows.push({
        measure: `${name} (${CONNECTIONS} connections, ${DURATION} s)`,
        value: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
      });
    }
    rows.push(...(await measureQueries(db, user.id, only)));
  } finally {
    await db.$client.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
