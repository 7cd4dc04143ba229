import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "@server/db/embedded";
import { applyMigrations, ensureDatabase } from "@server/db/migrate";
import type { TestProject } from "vitest/node";
import { TEMPLATE_DATABASE } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    databaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run (TEST_DATABASE_URL, or an embedded one in a temporary folder)
 * and one migrated template database that every test file clones into a database of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-test-db-"));
    const embedded = await startEmbeddedPostgres({
      dataDir,
      password: "test",
      preferredPort: 0,
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
    adminUrl = embedded.adminUrl;
    stop = embedded.stop;
  }
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  await applyMigrations(adminUrl.replace(/\/[^/]*$/, `/${TEMPLATE_DATABASE}`));
  project.provide("databaseAdminUrl", adminUrl);

  return async () => {
    await stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
