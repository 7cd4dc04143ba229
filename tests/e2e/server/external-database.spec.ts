import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startEmbeddedPostgres } from "../../../server/db/embedded";
import { ensureDatabase } from "../../../server/db/migrate";
import { startServer, waitFor } from "../../support/server-process";

const health = async (url: string) => (await fetch(`${url}/healthz`)).status;

test("with DATABASE_URL it starts no PostgreSQL, migrates that one, and /healthz follows its outages", async () => {
  test.setTimeout(180_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-external-"));
  // Run as root, PostgreSQL (the postgres user) must be able to enter the folders above its data
  // folder; the app no longer opens them itself (server/db/postgres-reach.ts).
  fs.chmodSync(root, 0o755);
  const dbDir = path.join(root, "other-server");
  const appDataDir = path.join(root, "app-data");
  const settings = { fsync: "off" };
  let database = await startEmbeddedPostgres({
    dataDir: dbDir,
    password: "other",
    preferredPort: 0,
    settings,
  });
  const port = database.port;
  await ensureDatabase(database.adminUrl, "elsewhere");
  const url = database.adminUrl.replace(/\/postgres$/, "/elsewhere");

  const server = await startServer({ DATABASE_URL: url, DATA_DIR: appDataDir });
  try {
    expect(fs.existsSync(path.join(appDataDir, "postgres"))).toBe(false);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const tables = await client.query("select to_regclass('public.blog_posts') as t");
    await client.end();
    expect(tables.rows[0].t).toBe("blog_posts");
    expect(await health(server.url)).toBe(200);

    await database.stop();
    await waitFor(async () => (await health(server.url)) === 503);

    database = await startEmbeddedPostgres({
      dataDir: dbDir,
      password: "other",
      preferredPort: port,
      settings,
    });
    expect(database.port).toBe(port);
    await waitFor(async () => (await health(server.url)) === 200);
    expect((await fetch(server.url)).status).toBe(200);
  } finally {
    expect(await server.stop("SIGTERM")).toBe(0);
    await database.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
