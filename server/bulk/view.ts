import type { BulkRunResponse } from "@domain/api/bulk";
import type { Problem } from "@domain/api/errors";
import {
  BULK_MESSAGES,
  BULK_ROW_STATUSES,
  type BulkCounts,
  type BulkRow,
  type BulkRun,
} from "@domain/bulk";
import { type BulkCells, bulkRowSummary, readBulkCells } from "@domain/bulk-sheet";
import { type ContentType, isContentType } from "@domain/content-types";
import { fromHalves, toHalves } from "@domain/credits";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";

type Owner = Pick<SessionUser, "id">;
type RunRow = typeof schema.bulkRuns.$inferSelect;
type RowRow = typeof schema.bulkRows.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toBulkRow(row: RowRow): BulkRow {
  const cells: BulkCells = readBulkCells(row.cells);
  const input = row.input as { contentType?: unknown } | null;
  const type = input?.contentType;
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    status: row.status,
    topic: bulkRowSummary(cells).topic,
    contentType: isContentType(type) ? (type as ContentType) : bulkRowSummary(cells).contentType,
    problem: (row.problem as Problem | null) ?? null,
    generationId: row.generationId,
    postId: row.postId,
    error: row.error,
  };
}

function emptyCounts(): BulkCounts {
  return Object.fromEntries(BULK_ROW_STATUSES.map((s) => [s, 0])) as BulkCounts;
}

export function toBulkRun(run: RunRow, counts: BulkCounts): BulkRun {
  return {
    id: run.id,
    name: run.name,
    status: run.status,
    counts,
    // Credits as text like the usage ("12", "1.5").
    reserved: fromHalves(toHalves(run.credit)),
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

async function countsOf(runIds: string[]): Promise<Map<string, BulkCounts>> {
  const result = new Map<string, BulkCounts>();
  if (runIds.length === 0) return result;
  const rows = await database()
    .select({ runId: schema.bulkRows.runId, status: schema.bulkRows.status, n: count() })
    .from(schema.bulkRows)
    .where(inArray(schema.bulkRows.runId, runIds))
    .groupBy(schema.bulkRows.runId, schema.bulkRows.status);
  for (const row of rows) {
    const counts = result.get(row.runId) ?? emptyCounts();
    counts[row.status] = row.n;
    result.set(row.runId, counts);
  }
  return result;
}

/** The user's own run (another user's or a missing id is NotFound). */
export async function ownRun(user: Owner, id: string): Promise<RunRow> {
  if (!UUID.test(id)) throw new NotFound(BULK_MESSAGES.notFound);
  const [run] = await database()
    .select()
    .from(schema.bulkRuns)
    .where(and(eq(schema.bulkRuns.id, id), eq(schema.bulkRuns.userId, user.id)));
  if (!run) throw new NotFound(BULK_MESSAGES.notFound);
  return run;
}

/** One of the user's runs and its rows, in row order. */
export async function readBulkRun(user: Owner, id: string): Promise<BulkRunResponse> {
  const run = await ownRun(user, id);
  const rows = await database()
    .select()
    .from(schema.bulkRows)
    .where(eq(schema.bulkRows.runId, run.id))
    .orderBy(asc(schema.bulkRows.rowNumber));
  const counts = emptyCounts();
  for (const row of rows) counts[row.status]++;
  return { run: toBulkRun(run, counts), rows: rows.map(toBulkRow) };
}

/** Runs listed at most (newest first). */
const RUNS_LISTED = 100;

/** The user's runs, newest first. */
export async function listBulkRuns(user: Owner): Promise<BulkRun[]> {
  const runs = await database()
    .select()
    .from(schema.bulkRuns)
    .where(eq(schema.bulkRuns.userId, user.id))
    .orderBy(desc(schema.bulkRuns.createdAt))
    .limit(RUNS_LISTED);
  const counts = await countsOf(runs.map((run) => run.id));
  return runs.map((run) => toBulkRun(run, counts.get(run.id) ?? emptyCounts()));
}
