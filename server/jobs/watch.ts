import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db";
import type { Logger } from "../log";
import type { ProgressHub } from "./hub";

type Listener<Row> = (row: Row) => void;

/** How often every followed job is read again, in one query, in case a notice was lost. */
export const SAFETY_READ_MS = 15_000;

/**
 * The one place a process reads a job kind's rows for its event streams (ADR 0017, 0023). The
 * progress hub's single LISTEN connection says which job changed; the watch reads that row ONCE
 * however many streams follow it and hands it to each of them. Database work therefore grows
 * with the jobs that change, not with the streams that are open: an idle stream costs nothing.
 *
 * NOTIFY is not delivered while the LISTEN connection is down; the hub wakes every followed
 * job when it is back, and one shared safety read every SAFETY_READ_MS (a single query for all
 * followed jobs of the kind) covers a connection that died without saying so.
 */
export class JobWatch<Row extends { id: string }> {
  readonly #listeners = new Map<string, Set<Listener<Row>>>();
  readonly #unlisten = new Map<string, () => void>();
  /** Jobs being read; true when a notice came during the read (one more read follows). */
  readonly #reading = new Map<string, boolean>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly table: PgTable & { id: PgColumn },
    private readonly hub: ProgressHub,
    private readonly log: Logger,
    private readonly safetyMs = SAFETY_READ_MS,
  ) {}

  /** Calls `listener` with the job's row whenever it may have changed; returns the stop. */
  follow(id: string, listener: Listener<Row>): () => void {
    let set = this.#listeners.get(id);
    if (!set) {
      set = new Set();
      this.#listeners.set(id, set);
      this.#unlisten.set(
        id,
        this.hub.subscribe(id, () => this.#refresh(id)),
      );
    }
    set.add(listener);
    this.#timer ??= setInterval(() => void this.#readAll(), this.safetyMs).unref();
    return () => {
      set.delete(listener);
      if (set.size > 0) return;
      this.#listeners.delete(id);
      this.#unlisten.get(id)?.();
      this.#unlisten.delete(id);
      if (this.#listeners.size === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = null;
      }
    };
  }

  #refresh(id: string): void {
    if (this.#reading.has(id)) {
      this.#reading.set(id, true);
      return;
    }
    this.#reading.set(id, false);
    void (async () => {
      try {
        do {
          this.#reading.set(id, false);
          await this.#read([id]);
        } while (this.#reading.get(id) && this.#listeners.has(id));
      } finally {
        this.#reading.delete(id);
      }
    })();
  }

  async #readAll(): Promise<void> {
    await this.#read([...this.#listeners.keys()]);
  }

  async #read(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const rows = (await this.db
        .select()
        .from(this.table)
        .where(inArray(this.table.id, ids))) as Row[];
      for (const row of rows)
        for (const listener of this.#listeners.get(row.id) ?? []) listener(row);
    } catch (error) {
      // The next notice or safety read tries again; the streams keep their place meanwhile.
      this.log.warn({ err: error, jobs: ids.length }, "reading followed jobs failed");
    }
  }
}
