/**
 * Bulk runs from a spreadsheet (issue 30, docs/decisions/0030-api.md "Bulk runs"): the check,
 * the run with its credit reserved at once, the pump that starts rows within the user's
 * concurrency limit, the rows' outcomes from their generations' ends, retry, cancel, the zip.
 */
export { bulkRunZip } from "./download";
export { emitBulkFinished, type FinishedBulkRun } from "./events";
export {
  BULK_PUMP_QUEUE,
  BULK_SWEEP_QUEUE,
  bulkGenerationFinished,
  pumpUser,
  ROW_COST_HALVES,
  registerBulkPump,
  sweepBulkRuns,
} from "./pump";
export { cancelBulkRun, checkBulk, retryBulkRun, startBulkRun } from "./run";
export { type CheckedRow, checkRows, sheetRecords } from "./sheet";
export { listBulkRuns, readBulkRun } from "./view";
