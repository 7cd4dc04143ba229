export { type JobEventsOptions, jobEvents, parseLastEventId, STREAMS_PER_USER } from "./events";
export { ProgressHub } from "./hub";
export {
  defineMeteredJob,
  JobInterrupted,
  type JobTx,
  type MeteredJobDeps,
  type RegisterOptions,
  type Reservation,
  type Settlement,
} from "./metered";
export {
  createProgressWriter,
  notifyProgress,
  PROGRESS_CHANNEL,
  type ProgressColumns,
  type ProgressWriter,
} from "./progress";
export {
  ensureQueue,
  type JobQueue,
  type JobQueueOptions,
  jobQueue,
  setJobQueue,
  startJobQueue,
} from "./queue";
export {
  deleteOldIdempotentRequests,
  monthStart,
  RETENTION_QUEUE,
  runRetention,
  scheduleRetention,
} from "./retention";
export { inStartTransaction, type StartTx } from "./start";
export { JobWatch, SAFETY_READ_MS } from "./watch";
