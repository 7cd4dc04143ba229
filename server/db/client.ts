import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type PoolOptions = {
  max?: number;
  onError?: (error: Error) => void;
};

/** A pooled Drizzle client. Idle-client errors (a restarted server) are reported, not thrown. */
export function createDatabase(url: string, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", (error) => options.onError?.(error));
  // The pool listens for errors only on idle clients: one checked out (a transaction between two
  // statements) whose connection the server ends would emit an unhandled 'error' and stop the
  // process. Its statement fails on its own; the listener only keeps the process alive.
  pool.on("connect", (client) => client.on("error", (error) => options.onError?.(error)));
  return drizzle({ client: pool, schema, casing: "snake_case" });
}
