import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@server/db";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../server/db/embedded";
import { ensureDatabase } from "../../server/db/migrate";
import { insertPost } from "../support/factories";
import { type ScriptedServer, startScriptedServer } from "../support/scripted-openai";
import { freePort, type ServerProcess, startServer } from "../support/server-process";
import { createUserWithSession, SESSION_COOKIE, signedSessionCookie } from "../support/sessions";

/**
 * The world of the long runs: a PostgreSQL of its own (so it can be stopped), the scripted model
 * answering with a delay like a real one, and the built server on that database.
 */
export type World = {
  root: string;
  postgres: EmbeddedDatabase;
  url: string;
  db: Database;
  model: ScriptedServer;
  server: ServerProcess;
  secret: string;
  env: Record<string, string>;
  /** Starts the server again (after a kill) on the same database and port. */
  restart(): Promise<void>;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  close(): Promise<void>;
};

export async function startWorld(options: { modelDelayMs: number; concurrency: number }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-reliability-"));
  // PostgreSQL (the postgres user when run as root) must be able to enter the folder.
  fs.chmodSync(root, 0o755);
  const password = randomBytes(8).toString("hex");
  const pgSettings = { dataDir: path.join(root, "pg"), password, settings: { fsync: "off" } };
  let postgres = await startEmbeddedPostgres({ ...pgSettings, preferredPort: 0 });
  const pgPort = postgres.port;
  await ensureDatabase(postgres.adminUrl, "reliability");
  const url = postgres.adminUrl.replace(/\/postgres$/, "/reliability");
  const model = await startScriptedServer("clean", { delayMs: options.modelDelayMs });
  const secret = randomBytes(32).toString("hex");
  const port = await freePort();
  const env = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: url,
    DATA_DIR: path.join(root, "app"),
    AUTH_SECRET: secret,
    AUTH_ATTEMPTS_PER_MINUTE: "100000",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.url,
    GENERATION_CONCURRENCY: String(options.concurrency),
    LOG_LEVEL: "warn",
  };
  const world: World = {
    root,
    postgres,
    url,
    db: createDatabase(url, { max: 4, onError: () => {} }),
    model,
    server: await startServer(env),
    secret,
    env,
    async restart() {
      world.server = await startServer(env);
    },
    async stopPostgres() {
      await postgres.stop();
    },
    async startPostgres() {
      postgres = await startEmbeddedPostgres({ ...pgSettings, preferredPort: pgPort });
      world.postgres = postgres;
    },
    async close() {
      await world.server.stop("SIGTERM").catch(() => {});
      await world.db.$client.end().catch(() => {});
      await model.close();
      await postgres.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return world;
}

export type Member = { id: string; cookie: string; posts: string[] };

/** Users with sessions (and a few posts each), as the browser's cookie header carries them. */
export async function members(
  world: World,
  count: number,
  tier: "free" | "pro" | "elite",
): Promise<Member[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = await createUserWithSession(world.db, { tier });
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push((await insertPost(world.db, user.id)).id);
      const cookie = `${SESSION_COOKIE}=${await signedSessionCookie(user.token, world.secret)}`;
      return { id: user.id, cookie, posts };
    }),
  );
}

/** When the server process has died: how, and the last lines it wrote. */
export function lastWords(world: World): string[] {
  const exit = world.server.child.exitCode ?? world.server.child.signalCode;
  if (exit === null) return [];
  return [`the server exited (${exit})`, ...world.server.output().split("\n").slice(-60)];
}

/** The server process's resident memory in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

export const BLOG = { contentType: "blog", title: "A title", topic: "reliability", language: "en" };
