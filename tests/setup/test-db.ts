import { randomBytes } from "node:crypto";
import { createDatabase, type Database, setDatabase } from "@server/db";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { TEMPLATE_DATABASE } from "./constants";

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject("databaseAdminUrl") });
  client.on("error", () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database cloned from the template; dropped when the file's tests end. */
export async function createTestDatabase(): Promise<{
  db: Database;
  url: string;
  drop(): Promise<void>;
}> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
        return;
      } catch (error) {
        // Another file is cloning the template at this moment: wait and try again.
        if ((error as { code?: string }).code !== "55006" || attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const url = inject("databaseAdminUrl").replace(/\/[^/]*$/, `/${name}`);
  const db = createDatabase(url, { max: 5 });
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Gives this test file its own database and installs it as the process's database. */
export function testDatabase(): { readonly db: Database; readonly url: string } {
  const state: { db?: Database; url?: string; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    const created = await createTestDatabase();
    Object.assign(state, created);
    setDatabase(created.db);
  });
  afterAll(async () => {
    await state.drop?.();
  });
  return {
    get db() {
      if (!state.db) throw new Error("testDatabase: the database is created in beforeAll");
      return state.db;
    },
    get url() {
      if (!state.url) throw new Error("testDatabase: the database is created in beforeAll");
      return state.url;
    },
  };
}
