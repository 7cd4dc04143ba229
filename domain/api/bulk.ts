/**
 * Bulk runs (issue 30, domain/bulk.ts), for the Bulk screen and the public API:
 * - POST /api/bulk/check `{ name, csv }` or `{ name, rows }`: every row checked, nothing stored or
 *   reserved: the rows (valid ones "waiting", the others "refused" with their problem), the total
 *   cost of the valid rows, the plan's rows per run and the credits left.
 * - POST /api/bulk-runs (the same body): `202 { run, rows }`, the valid rows' cost reserved at once;
 *   `409` BULK_ROW_LIMIT past the plan's rows per run, `402` USAGE_LIMIT when the credits left do
 *   not cover the valid rows, `400` when no row is valid.
 * - GET /api/bulk-runs: the user's runs, newest first. GET /api/bulk-runs/{id}: the run and its rows.
 * - POST /api/bulk-runs/{id}/retry: the failed rows again (their cost reserved again).
 * - POST /api/bulk-runs/{id}/cancel: the rows not started are cancelled, their credits released.
 * - GET /api/bulk-runs/{id}/download: the finished rows' posts as a zip of Markdown files.
 */
import { z } from "zod";
import {
  BULK_CSV_MAX_BYTES,
  type BulkSheet,
  bulkRowSchema,
  bulkRunSchema,
  bulkSheetSchema,
} from "../bulk";
import { contract } from "./contract";

export const bulkCheckResponseSchema = z.object({
  rows: z.array(bulkRowSchema),
  /** Credits the valid rows cost ("47"); "0" for admins. */
  cost: z.string(),
  /** The plan's rows per run. */
  rowLimit: z.number().int(),
  /** Credits left this month; null when unlimited (admins). */
  available: z.number().nullable(),
});
export type BulkCheckResponse = z.infer<typeof bulkCheckResponseSchema>;

export const bulkRunResponseSchema = z.object({ run: bulkRunSchema, rows: z.array(bulkRowSchema) });
export type BulkRunResponse = z.infer<typeof bulkRunResponseSchema>;

export const bulkRunListResponseSchema = z.object({ runs: z.array(bulkRunSchema) });
export type BulkRunListResponse = z.infer<typeof bulkRunListResponseSchema>;

const sheetBody = {
  schema: bulkSheetSchema as z.ZodType<BulkSheet>,
  // Room for the spreadsheet and its JSON escaping.
  limit: BULK_CSV_MAX_BYTES * 2,
};

export const checkBulk = contract({
  id: "checkBulk",
  method: "POST",
  path: "/api/bulk/check",
  summary: "Check a spreadsheet's rows and price them, without running or storing anything",
  access: "user",
  body: sheetBody,
  answer: { kind: "json", schema: bulkCheckResponseSchema },
  errors: ["INVALID_INPUT", "BULK_ROW_LIMIT"],
  v1: { scope: "generate" },
});

export const startBulkRun = contract({
  id: "startBulkRun",
  method: "POST",
  path: "/api/bulk-runs",
  summary: "Run a spreadsheet: its valid rows' cost reserved, each row a generation",
  access: "user",
  body: sheetBody,
  answer: { kind: "json", schema: bulkRunResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "BULK_ROW_LIMIT", "USAGE_LIMIT"],
  v1: { scope: "generate" },
});

export const listBulkRuns = contract({
  id: "listBulkRuns",
  method: "GET",
  path: "/api/bulk-runs",
  summary: "The user's bulk runs, newest first",
  access: "user",
  answer: { kind: "json", schema: bulkRunListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const readBulkRun = contract({
  id: "readBulkRun",
  method: "GET",
  path: "/api/bulk-runs/:id",
  summary: "One of the user's bulk runs and the state of each row",
  access: "user",
  answer: { kind: "json", schema: bulkRunResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const retryBulkRun = contract({
  id: "retryBulkRun",
  method: "POST",
  path: "/api/bulk-runs/:id/retry",
  summary: "Run a bulk run's failed rows again (their cost reserved again)",
  access: "user",
  answer: { kind: "json", schema: bulkRunResponseSchema, status: 202 },
  errors: ["NOT_FOUND", "CONFIRM_REQUIRED", "USAGE_LIMIT"],
  v1: { scope: "generate" },
});

export const cancelBulkRun = contract({
  id: "cancelBulkRun",
  method: "POST",
  path: "/api/bulk-runs/:id/cancel",
  summary: "Cancel a bulk run's rows not started yet (their credits released)",
  access: "user",
  answer: { kind: "json", schema: bulkRunResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "generate" },
});

export const downloadBulkRun = contract({
  id: "downloadBulkRun",
  method: "GET",
  path: "/api/bulk-runs/:id/download",
  summary: "A bulk run's finished posts as a zip of Markdown files",
  access: "user",
  answer: { kind: "file", mediaTypes: ["application/zip"] },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});
