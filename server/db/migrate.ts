import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

// Any constant shared by every process of the app: concurrent starts take turns migrating.
const MIGRATION_LOCK = 7_346_211_902;

/** The folder of committed SQL migrations, found from this module in source and in the build. */
export function migrationsFolder(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "server", "db", "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error("server/db/migrations was not found above the running code");
}

/** Applies every pending migration, holding an advisory lock so that one process does it. */
export async function applyMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** Creates the database named in `url` on its server when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(name)}`).catch((error) => {
        // Another process created it between the check and the create.
        if ((error as { code?: string }).code !== "42P04") throw error;
      });
    }
  } finally {
    await client.end();
  }
}
