import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from "@domain/webhooks";

/** The label key of each event (i18next keys cannot hold the events' dots). */
export const EVENT_LABELS: Record<string, `events.${string}`> = {
  "generation.completed": "events.generationCompleted",
  "generation.failed": "events.generationFailed",
  "post.updated": "events.postUpdated",
  "bulk.finished": "events.bulkFinished",
  [WEBHOOK_TEST_EVENT]: "events.test",
};

export { WEBHOOK_EVENTS };
