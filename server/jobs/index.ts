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
  ensureQueue,
  type JobQueue,
  type JobQueueOptions,
  jobQueue,
  setJobQueue,
  startJobQueue,
} from "./queue";
export { monthStart, RETENTION_QUEUE, runRetention, scheduleRetention } from "./retention";
export { inStartTransaction, type StartTx } from "./start";
