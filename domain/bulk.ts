/**
 * Bulk runs from a spreadsheet (issue 30, docs/decisions/0030-api.md): a CSV (uploaded or pasted)
 * whose rows each become a generation. Every row is checked with the generation input's shared
 * schema before anything runs; refused rows are named by their row number and the problem in the
 * words of spec section 8 ("Row 17: Missing Information: topic"). The valid rows' total cost is
 * shown, then reserved at once; rows run as generations within the user's concurrency limit.
 * Shared by the contracts (domain/api/bulk.ts), the server module (server/bulk) and the Bulk screen.
 */
import { z } from "zod";
import type { Problem } from "./api/errors";
import { CONTENT_TYPES } from "./content-types";

export const BULK_RUN_STATUSES = ["running", "finished", "cancelled"] as const;
export type BulkRunStatus = (typeof BULK_RUN_STATUSES)[number];

/**
 * refused: never ran (its problem says why); waiting: its credit reserved, not started yet;
 * running: a generation; succeeded: a post in the library; failed: the generation failed (its
 * credit released; it can be retried); cancelled: the run was cancelled before it started.
 */
export const BULK_ROW_STATUSES = [
  "refused",
  "waiting",
  "running",
  "succeeded",
  "failed",
  "cancelled",
] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** A spreadsheet's bytes (the request body's limit follows from it). */
export const BULK_CSV_MAX_BYTES = 1024 * 1024;
export const BULK_NAME_MAX = 120;

export const BULK_MESSAGES = {
  nameRequired: "bulk:errors.nameRequired",
  empty: "bulk:errors.empty",
  tooLarge: "bulk:errors.tooLarge",
  unreadable: "bulk:errors.unreadable",
  /** Past the plan's rows per run ({{count}}): BULK_ROW_LIMIT. */
  rowLimit: "bulk:errors.rowLimit",
  /** Nothing valid to run. */
  noValidRows: "bulk:errors.noValidRows",
  notFound: "bulk:errors.notFound",
  nothingToRetry: "bulk:errors.nothingToRetry",
  /** A row names a preset the user does not have. */
  presetNotFound: "bulk:errors.presetNotFound",
  /** A row names a voice the user has not learned. */
  voiceNotFound: "bulk:errors.voiceNotFound",
  /** "Row {{row}}: {{problem}}" joins a row's number and its problem's text. */
  rowProblem: "bulk:errors.rowProblem",
} as const;

/** A spreadsheet as the API takes it: CSV text, or its rows already as objects (column -> cell). */
export const bulkSheetSchema = z.union([
  z.object({
    name: z.string().trim().min(1, BULK_MESSAGES.nameRequired).max(BULK_NAME_MAX),
    csv: z.string().min(1, BULK_MESSAGES.empty),
  }),
  z.object({
    name: z.string().trim().min(1, BULK_MESSAGES.nameRequired).max(BULK_NAME_MAX),
    rows: z.array(z.record(z.string(), z.string())).min(1, BULK_MESSAGES.empty),
  }),
]);
export type BulkSheet = z.infer<typeof bulkSheetSchema>;

const problemSchema = z.object({
  title: z.string().optional(),
  message: z.string(),
  field: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<Problem>;

/** One row as checked (before a run) or as it stands in a run. */
export const bulkRowSchema = z.object({
  /** Absent in a check (nothing is stored yet). */
  id: z.string().optional(),
  /** The row's number in the spreadsheet: the header is row 1. */
  rowNumber: z.number().int(),
  status: z.enum(BULK_ROW_STATUSES),
  /** What the row asks: its topic (or title) and content type, for lists. */
  topic: z.string(),
  contentType: z.enum(CONTENT_TYPES).nullable(),
  problem: problemSchema.nullable(),
  generationId: z.string().nullable().optional(),
  postId: z.string().nullable().optional(),
  /** A failed generation's message key. */
  error: z.string().nullable().optional(),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkCountsSchema = z.object(
  Object.fromEntries(BULK_ROW_STATUSES.map((s) => [s, z.number().int()])) as Record<
    BulkRowStatus,
    z.ZodNumber
  >,
);
export type BulkCounts = z.infer<typeof bulkCountsSchema>;

export const bulkRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(BULK_RUN_STATUSES),
  counts: bulkCountsSchema,
  /** Credits the run still holds for rows not started yet ("12"), as text like the usage. */
  reserved: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkRun = z.infer<typeof bulkRunSchema>;
