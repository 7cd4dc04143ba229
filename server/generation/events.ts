import type { Database } from "../db";
import { generationJob } from "./runner";

export { STREAMS_PER_USER } from "../jobs";

/**
 * GET /api/generations/:id/events: the generation's progress as Server-Sent Events, for its owner
 * only, through the metered jobs' stream (server/jobs, ADR 0023: resumption by Last-Event-ID,
 * one watch per process, the per-user stream limit). Each event carries the status, phase,
 * percent, the text written since the client's last event, the saved post and the failure.
 */
export function generationEvents(
  deps: Omit<Parameters<typeof generationJob.events>[0], "notFound" | "data"> & { db: Database },
) {
  return generationJob.events({
    ...deps,
    notFound: "common:errors.generationNotFound",
    data: (row, delta) => ({
      status: row.status,
      phase: row.phase,
      percent: row.percent,
      delta,
      postId: row.postId,
      error: row.error,
    }),
  });
}
