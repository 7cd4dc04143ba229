import { processSlot } from "../process-slot";
import type { Database } from "./client";

const slot = processSlot<Database>("database");

/** Installs the process's database (at start-up, or per test file). */
export function setDatabase(db: Database): void {
  slot.set(db);
}

/** The process's database; server modules call this rather than opening connections. */
export function database(): Database {
  return slot.require("The database");
}
