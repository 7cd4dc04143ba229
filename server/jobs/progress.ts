import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db";

/**
 * The channel every job's live changes are NOTIFYed on, the job's id as the payload (ids are
 * random UUIDs, so one channel serves every kind). The name is generation's, from before the
 * seam: processes of an older deploy listen on it during a rolling restart.
 */
export const PROGRESS_CHANNEL = "generation_progress";

/** Tells listeners that a job changed (enqueued, claimed, finished) outside the progress writer. */
export async function notifyProgress(db: Pick<Database, "execute">, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PROGRESS_CHANNEL}, ${id})`);
}

/** What a job's work reports as it goes; a job kind without text or tokens ignores those. */
export type ProgressWriter = {
  /** Moves to a phase (and a percent within the whole job), written at once. */
  phase(phase: string, percent: number): void;
  /** Sets the percent within the current phase's range. */
  percent(percent: number): void;
  /** Appends text as it is written. */
  append(delta: string): void;
  /** Counts tokens the model wrote. */
  tokens(count: number): void;
  /** Writes what is pending; resolves when every write so far is done (or rejects with its error). */
  flush(): Promise<void>;
};

/** The progress columns of a job's table, beyond phase and percent, that its writer keeps. */
export type ProgressColumns = {
  /** Bumped with every write, so an event stream can resume from any point. */
  version?: PgColumn;
  /** The text written so far, appended to. */
  text?: PgColumn;
  /** Tokens the model wrote. */
  tokens?: PgColumn;
};

type ProgressTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  phase: PgColumn;
  percent: PgColumn;
};

const clamp = (at: number) => Math.max(0, Math.min(99, Math.round(at)));

/**
 * Writes a running job's progress to its row (ADR 0023): at most every `intervalMs`, phase
 * changes at once, each write one statement that only touches the row while it is `running`.
 * With `notify`, the statement also NOTIFYs PROGRESS_CHANNEL (the event streams' cue), and the
 * version column, when there is one, is bumped. Writes run one after another, in order.
 */
export function createProgressWriter(options: {
  db: Database;
  table: ProgressTable;
  id: string;
  columns?: ProgressColumns;
  notify?: boolean;
  intervalMs?: number;
}): ProgressWriter {
  const { db, table, id, columns = {}, notify = false, intervalMs = 100 } = options;
  const name = (column: PgColumn) => sql.identifier(column.name);
  let phase: string | null = null;
  let percent: number | null = null;
  let delta = "";
  let tokens = 0;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const statement = (next: {
    phase: string | null;
    percent: number | null;
    delta: string;
    tokens: number;
  }) => {
    const sets: SQL[] = [
      sql`${name(table.phase)} = coalesce(${next.phase}, ${name(table.phase)})`,
      sql`${name(table.percent)} = greatest(${name(table.percent)}, coalesce(${next.percent}::smallint, ${name(table.percent)}))`,
    ];
    if (columns.text)
      sets.push(sql`${name(columns.text)} = ${name(columns.text)} || ${next.delta}`);
    if (columns.tokens)
      sets.push(sql`${name(columns.tokens)} = ${name(columns.tokens)} + ${next.tokens}`);
    if (columns.version) sets.push(sql`${name(columns.version)} = ${name(columns.version)} + 1`);
    sets.push(sql`updated_at = now()`);
    const update = sql`update ${table} set ${sql.join(sets, sql`, `)}
      where ${name(table.id)} = ${id} and ${name(table.status)} = 'running'`;
    return notify
      ? sql`with changed as (${update} returning ${name(table.id)} as id)
            select pg_notify(${PROGRESS_CHANNEL}, id::text) from changed`
      : update;
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (phase === null && percent === null && delta === "" && tokens === 0) return chain;
    const next = { phase, percent, delta, tokens };
    phase = null;
    percent = null;
    delta = "";
    tokens = 0;
    chain = chain.then(async () => {
      await db.execute(statement(next));
    });
    return chain;
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(() => void flush(), intervalMs);
  };

  return {
    phase(next, at) {
      phase = next;
      percent = clamp(at);
      void flush();
    },
    percent(at) {
      percent = clamp(at);
      schedule();
    },
    tokens(count) {
      if (columns.tokens && Number.isFinite(count) && count > 0) tokens += Math.round(count);
    },
    append(text) {
      if (!text || !columns.text) return;
      delta += text;
      schedule();
    },
    flush,
  };
}
