import type { ProgressHub } from "../jobs";

/** How often a followed job's row is read again when no notice came (a lost NOTIFY). */
export const FOLLOW_POLL_MS = 500;

/** Thrown when the client went away (its request was cancelled or the connection closed). */
export class FollowAborted extends Error {
  constructor() {
    super("the client stopped waiting");
    this.name = "FollowAborted";
  }
}

/**
 * Reads a metered job's row until `done` says it ended, calling `changed` with every read: after
 * each progress notice of the job (the process's ProgressHub, the same NOTIFY the event streams
 * follow) and at least every FOLLOW_POLL_MS. Stops with FollowAborted when `signal` aborts; the
 * job itself goes on (it is the user's, paid for, and ends in their library).
 */
export async function followJob<Row>(options: {
  hub: ProgressHub;
  id: string;
  read: () => Promise<Row>;
  done: (row: Row) => boolean;
  changed: (row: Row) => Promise<void>;
  signal: AbortSignal;
}): Promise<Row> {
  const { hub, id, read, done, changed, signal } = options;
  let wake: (() => void) | null = null;
  let noticed = false;
  const unsubscribe = hub.subscribe(id, () => {
    noticed = true;
    wake?.();
  });
  try {
    for (;;) {
      if (signal.aborted) throw new FollowAborted();
      noticed = false;
      const row = await read();
      await changed(row);
      if (done(row)) return row;
      if (noticed) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(finish, FOLLOW_POLL_MS);
        function finish() {
          clearTimeout(timer);
          signal.removeEventListener("abort", finish);
          wake = null;
          resolve();
        }
        wake = finish;
        signal.addEventListener("abort", finish, { once: true });
      });
    }
  } finally {
    unsubscribe();
  }
}
