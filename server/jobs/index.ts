export { monthStart, RETENTION_QUEUE, runRetention, scheduleRetention } from "./retention";
