import fs from "node:fs";
import path from "node:path";
import { clusterDirOf } from "@server/db";

/**
 * The connection address of the embedded PostgreSQL that a server started on `dataDir` runs: its
 * password from DATA_DIR/secrets.json, its port from the cluster's postmaster.pid, wherever the
 * cluster is (under DATA_DIR, or moved out of a closed folder when run as root).
 */
export function embeddedDatabaseUrl(dataDir: string, database = "inkwell"): string {
  const { postgresPassword } = JSON.parse(
    fs.readFileSync(path.join(dataDir, "secrets.json"), "utf8"),
  );
  const port = fs
    .readFileSync(path.join(clusterDirOf(dataDir), "postmaster.pid"), "utf8")
    .split("\n")[3];
  return `postgres://postgres:${encodeURIComponent(postgresPassword)}@127.0.0.1:${port}/${database}`;
}
