import { type BulkRunResponse, readBulkRun } from "@domain/api/bulk";
import type { ApiError } from "@domain/api/errors";
import { useEffect, useState } from "react";
import { callApi } from "~/lib/use-api";

/** How often a running run is read again. */
export const POLL_MS = 2000;

/**
 * One bulk run and its rows, read when shown and every POLL_MS while it runs (a retry makes it
 * run again); `set` takes an answer the screen already has (a retry's, a cancel's).
 */
export function useBulkRun(id: string, initial?: BulkRunResponse) {
  const [answer, setAnswer] = useState<BulkRunResponse | undefined>(
    initial?.run.id === id ? initial : undefined,
  );
  const [error, setError] = useState<ApiError | null>(null);
  // Each read done, so the next one is planned (also after a failed read).
  const [reads, setReads] = useState(0);
  const running = answer === undefined || answer.run.status === "running";
  const handed = initial?.run.id === id;

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const read = async () => {
      const result = await callApi(readBulkRun, { params: { id }, signal: controller.signal });
      if (result.ok) {
        setAnswer(result.value);
        setError(null);
      } else setError(result.error);
      setReads((n) => n + 1);
    };
    const timer = setTimeout(
      () =>
        void read().catch((caught: unknown) => {
          // Leaving the run (or a newer answer) aborts the read under way: nothing to show.
          if ((caught as { name?: string }).name !== "AbortError")
            console.warn(`reading bulk run ${id} failed`, caught);
        }),
      // The first read at once, unless the screen handed the run over; then every POLL_MS.
      reads === 0 && !handed ? 0 : POLL_MS,
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [running, id, handed, reads]);

  return { answer, error, set: setAnswer };
}
