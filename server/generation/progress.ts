import { sql } from "drizzle-orm";
import type { Database } from "../db";
import type { Phase, ProgressSink } from "./types";

export const PROGRESS_CHANNEL = "generation_progress";

/**
 * Writes a generation's progress to its row, at most every `intervalMs`, bumping the version and
 * NOTIFYing listeners in the same statement. Phase changes are written at once.
 */
export function createProgressWriter(db: Database, generationId: string, intervalMs = 100) {
  let phase: Phase | null = null;
  let percent: number | null = null;
  let delta = "";
  let tokens = 0;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

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
      await db.execute(sql`
        with changed as (
          update generations set
            phase = coalesce(${next.phase}, phase),
            percent = greatest(percent, coalesce(${next.percent}::smallint, percent)),
            text = text || ${next.delta},
            output_tokens = output_tokens + ${next.tokens},
            version = version + 1,
            updated_at = now()
          where id = ${generationId} and status = 'running'
          returning id
        )
        select pg_notify(${PROGRESS_CHANNEL}, id::text) from changed`);
    });
    return chain;
  };
  const schedule = () => {
    if (!timer) timer = setTimeout(() => void flush(), intervalMs);
  };

  const sink: ProgressSink = {
    phase(next, at) {
      phase = next;
      percent = Math.max(0, Math.min(99, Math.round(at)));
      void flush();
    },
    percent(at) {
      percent = Math.max(0, Math.min(99, Math.round(at)));
      schedule();
    },
    tokens(count) {
      if (Number.isFinite(count) && count > 0) tokens += Math.round(count);
    },
    append(text) {
      if (!text) return;
      delta += text;
      schedule();
    },
  };
  return { sink, flush };
}

/** Tells listeners that a generation changed (start, finish) outside the progress writer. */
export async function notifyProgress(
  db: Pick<Database, "execute">,
  generationId: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${PROGRESS_CHANNEL}, ${generationId})`);
}
