import { AI_EDIT_MESSAGES, aiEditResultSchema } from "@domain/ai-edits";
import type { Database } from "../db";
import { aiEditJob } from "./job";

/**
 * GET /api/ai-edits/:id/events: an edit's progress as Server-Sent Events, for its owner only,
 * through the metered jobs' stream (server/jobs, ADR 0023: Last-Event-ID resumption, one watch
 * per process, the per-user stream limit shared with generations and the model banner). Each
 * event carries the status, phase, percent, the text written since the client's last event, the
 * failure and, once succeeded, the result.
 */
export function aiEditEvents(
  deps: Omit<Parameters<typeof aiEditJob.events>[0], "notFound" | "data"> & { db: Database },
) {
  return aiEditJob.events({
    ...deps,
    notFound: AI_EDIT_MESSAGES.notFound,
    data: (row, delta) => {
      const result = aiEditResultSchema.safeParse(row.result);
      return {
        status: row.status,
        phase: row.phase,
        percent: row.percent,
        delta,
        error: row.error,
        result: row.result && result.success ? result.data : null,
      };
    },
  });
}
