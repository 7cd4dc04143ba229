import { type Config, loadLocalSecrets } from "../config";
import { createDatabase, type Database } from "./client";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded";
import { applyMigrations, ensureDatabase } from "./migrate";

export type { Database } from "./client";
export { createDatabase } from "./client";
export { applyMigrations, ensureDatabase } from "./migrate";
export { clusterDirOf, PostgresReachError, stopOnReachError } from "./postgres-reach";
export * as schema from "./schema";

export type DatabaseRuntime = {
  db: Database;
  url: string;
  embedded: EmbeddedDatabase | null;
  /** Closes the pool, then stops the embedded cluster when this process owns it. */
  close(): Promise<void>;
};

const DATABASE_NAME = "inkwell";

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when it is unset;
 * creates the database if needed and applies the committed migrations.
 */
export async function openDatabase(
  config: Pick<Config, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT">,
  log: (message: string) => void,
  onPoolError: (error: Error) => void,
): Promise<DatabaseRuntime> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.DATA_DIR,
      password: loadLocalSecrets(config.DATA_DIR).postgresPassword,
      preferredPort: config.EMBEDDED_PG_PORT,
      log,
    });
    await ensureDatabase(embedded.adminUrl, DATABASE_NAME);
    url = embedded.adminUrl.replace(/\/postgres$/, `/${DATABASE_NAME}`);
  }
  try {
    await applyMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const db = createDatabase(url, { onError: onPoolError });
  return {
    db,
    url,
    embedded,
    async close() {
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
export { database, setDatabase } from "./current";
