import type { Database } from "./client";

// Kept on globalThis so that hot reloading a server module in development keeps the one pool.
const KEY = Symbol.for("inkwell.database");
type Holder = { [KEY]?: Database };

/** Installs the process's database (at start-up, or per test file). */
export function setDatabase(db: Database): void {
  (globalThis as Holder)[KEY] = db;
}

/** The process's database; server modules call this rather than opening connections. */
export function database(): Database {
  const db = (globalThis as Holder)[KEY];
  if (!db) throw new Error("The database is not open yet");
  return db;
}
