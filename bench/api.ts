// The public API (issue 30): what a request with an API key costs against the same request of the
// screens with a session cookie. The built server, one elite user with 50 posts, autocannon at
// CONNECTIONS connections for DURATION seconds per request. A key is looked up by its hash and
// counted against its requests a minute in PostgreSQL on every request; so that the plan's limit
// (1,200 a minute per key) does not answer 429 during the run, each request goes out with the
// next of KEYS keys of that user (the counters are then spread, as with many clients).
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, schema } from "@server/db";
import autocannon from "autocannon";
import { embeddedDatabaseUrl } from "../tests/support/embedded-url";
import { insertPost } from "../tests/support/factories";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../tests/support/sessions";
import { startServer } from "./server.js";

const PORT = 3218;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const KEYS = 300;
const POSTS = 50;

type Row = { measure: string; value: string };

async function run(
  url: string,
  headersOf: () => Record<string, string>,
): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "accept-language": "en", ...headersOf() },
        }),
      },
    ],
  });
}

const figure = (result: autocannon.Result) =>
  `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
  (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : "");

export async function benchApi(): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-api-"));
  const server = await startServer({ port: PORT, dataDir });
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 2 });
  try {
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"));
    const user = await createUserWithSession(db, { tier: "elite" });
    const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, secrets.authSecret)}`;
    for (let i = 0; i < POSTS; i++) await insertPost(db, user.id, { title: `Post ${i}` });
    const keys = Array.from({ length: KEYS }, () => `ink_${randomBytes(30).toString("base64url")}`);
    await db.insert(schema.apiKeys).values(
      keys.map((key, i) => ({
        userId: user.id,
        name: `Bench ${i}`,
        prefix: key.slice(0, 12),
        hash: createHash("sha256").update(key).digest("hex"),
        scopes: ["read" as const],
      })),
    );
    let next = 0;
    const withKey = () => ({ authorization: `Bearer ${keys[next++ % KEYS]}` });
    const withCookie = () => ({ cookie });
    const rows: Row[] = [];
    for (const [name, address, headers] of [
      ["GET /api/usage, session cookie (the screens)", "/api/usage", withCookie],
      ["GET /api/v1/usage, API key", "/api/v1/usage", withKey],
      ["GET /api/posts (a page of 50), session cookie", "/api/posts", withCookie],
      ["GET /api/v1/posts (a page of 50), API key", "/api/v1/posts", withKey],
    ] as const) {
      const result = await run(`${server.url}${address}`, headers);
      rows.push({ measure: name, value: figure(result) });
    }
    return rows;
  } finally {
    await db.$client.end();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
