/** A job's progress as last told to the client. */
export type Progress = {
  phase: string;
  percent: number;
  params: { progress: number; total: number; message: string };
};

/**
 * The progress notification a job's row calls for, or null when its phase and percent are what
 * the client last heard. MCP asks `progress` to grow with every notification: a new phase at the
 * same percent moves it on by a tenth.
 */
export function progressOf(
  row: { phase: string; percent: number },
  last: Progress | null,
): Progress | null {
  if (last && last.phase === row.phase && last.percent === row.percent) return null;
  const floor = last ? last.params.progress + 0.1 : 0;
  const progress = Math.min(100, Math.max(row.percent, floor));
  if (last && progress <= last.params.progress) return null;
  return {
    phase: row.phase,
    percent: row.percent,
    params: { progress, total: 100, message: `${row.phase} (${row.percent}%)` },
  };
}

/** What a tool's handler is given to report with (the SDK's RequestHandlerExtra, in part). */
type ProgressExtra = {
  _meta?: { progressToken?: string | number };
  sendNotification: (notification: {
    method: "notifications/progress";
    params: { progressToken: string | number; progress: number; total: number; message: string };
  }) => Promise<void>;
};

/**
 * Reports a followed job's rows to the client as notifications/progress, each change of phase
 * or percent once; nothing when the client sent no progressToken.
 */
export function progressReporter(extra: ProgressExtra) {
  const token = extra._meta?.progressToken;
  let last: Progress | null = null;
  return async (row: { phase: string; percent: number }) => {
    if (token === undefined) return;
    const next = progressOf(row, last);
    if (!next) return;
    last = next;
    await extra.sendNotification({
      method: "notifications/progress",
      params: { progressToken: token, ...next.params },
    });
  };
}
