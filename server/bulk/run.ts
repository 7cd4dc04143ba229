import type { BulkCheckResponse, BulkRunResponse } from "@domain/api/bulk";
import { BULK_MESSAGES, type BulkSheet } from "@domain/bulk";
import { fromHalves, toHalves } from "@domain/credits";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { apiLimitsFor } from "@domain/plans";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { schema } from "../db";
import { Conflict, InvalidInput } from "../errors";
import { inStartTransaction, type StartTx } from "../jobs";
import { releaseCredit, reserveCredit, usageFor } from "../usage";
import { pumpIn, ROW_COST_HALVES, startLock } from "./pump";
import { type CheckedRow, checkRows } from "./sheet";
import { ownRun, readBulkRun } from "./view";

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;

function checkedRow(row: CheckedRow) {
  return {
    rowNumber: row.rowNumber,
    status: row.input ? ("waiting" as const) : ("refused" as const),
    topic: row.topic,
    contentType: row.contentType,
    problem: row.problem,
  };
}

/** Every row checked and the valid rows priced; nothing stored or reserved. */
export async function checkBulk(user: SessionUser, sheet: BulkSheet): Promise<BulkCheckResponse> {
  const rows = await checkRows(user, sheet);
  const valid = rows.filter((row) => row.input).length;
  const usage = await usageFor(user);
  return {
    rows: rows.map(checkedRow),
    cost: user.isAdmin ? "0" : fromHalves(valid * ROW_COST_HALVES),
    rowLimit: apiLimitsFor(user).bulkRows,
    available: usage.remaining,
  };
}

/**
 * Runs a spreadsheet: every row checked first, then in ONE transaction under the user's start
 * lock the valid rows' whole cost reserved (QuotaExceeded when not covered: all or nothing), the
 * run (holding that credit) and its rows stored (valid: waiting, others: refused), and the first
 * rows started within the user's concurrency limit.
 */
export async function startBulkRun(user: Owner, sheet: BulkSheet): Promise<BulkRunResponse> {
  const rows = await checkRows(user, sheet);
  const valid = rows.filter((row) => row.input).length;
  if (valid === 0)
    throw new InvalidInput({
      title: GENERATION_MESSAGES.validationErrorTitle,
      message: BULK_MESSAGES.noValidRows,
    });
  const runId = await inStartTransaction(startLock(user.id), async (tx, client) => {
    const cost = valid * ROW_COST_HALVES;
    const { monthYear } = await reserveCredit(tx, user, cost);
    const [run] = await tx
      .insert(schema.bulkRuns)
      .values({ userId: user.id, name: sheet.name, credit: fromHalves(cost), monthYear })
      .returning({ id: schema.bulkRuns.id });
    if (!run) throw new Error("bulk run not created");
    await tx.insert(schema.bulkRows).values(
      rows.map((row) => ({
        runId: run.id,
        userId: user.id,
        rowNumber: row.rowNumber,
        cells: row.cells,
        input: row.input,
        problem: row.problem,
        status: row.input ? ("waiting" as const) : ("refused" as const),
      })),
    );
    await pumpIn(tx, client, user);
    return run.id;
  });
  return readBulkRun(user, runId);
}

/** The user's run, locked in the transaction (NotFound for another user's). */
async function lockedRun(tx: StartTx, user: Owner, id: string) {
  await ownRun(user, id);
  const [run] = await tx
    .select()
    .from(schema.bulkRuns)
    .where(and(eq(schema.bulkRuns.id, id), eq(schema.bulkRuns.userId, user.id)))
    .for("update");
  if (!run) throw new Error("bulk run vanished");
  return run;
}

/**
 * Runs the failed rows again: their cost reserved again (QuotaExceeded when not covered), the
 * rows waiting and the run open again, then pumped. Nothing failed: Conflict.
 */
export async function retryBulkRun(user: Owner, id: string): Promise<BulkRunResponse> {
  await ownRun(user, id);
  await inStartTransaction(startLock(user.id), async (tx, client) => {
    const run = await lockedRun(tx, user, id);
    const failed = await tx
      .select({ id: schema.bulkRows.id })
      .from(schema.bulkRows)
      .where(and(eq(schema.bulkRows.runId, run.id), eq(schema.bulkRows.status, "failed")))
      .for("update");
    if (failed.length === 0) throw new Conflict("CONFIRM_REQUIRED", BULK_MESSAGES.nothingToRetry);
    const cost = failed.length * ROW_COST_HALVES;
    const { monthYear } = await reserveCredit(tx, user, cost);
    // The run's credit is in one month: one still held from another month is given back there
    // and reserved again in this one (a retry in a new month).
    const held = toHalves(run.credit);
    if (held > 0 && run.monthYear !== monthYear) {
      await releaseCredit(tx, { userId: user.id, monthYear: run.monthYear, credit: run.credit });
      await reserveCredit(tx, user, held);
    }
    await tx
      .update(schema.bulkRows)
      .set({ status: "waiting", error: null, postId: null, updatedAt: new Date() })
      .where(and(eq(schema.bulkRows.runId, run.id), eq(schema.bulkRows.status, "failed")));
    await tx
      .update(schema.bulkRuns)
      .set({
        credit: fromHalves(held + cost),
        monthYear,
        status: "running",
        finishedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(schema.bulkRuns.id, run.id));
    await pumpIn(tx, client, user);
  });
  return readBulkRun(user, id);
}

/**
 * Cancels the rows not started yet and gives the run's remaining credit back, exactly; rows
 * already running finish as they will. The run ends once none is running.
 */
export async function cancelBulkRun(user: Owner, id: string): Promise<BulkRunResponse> {
  await ownRun(user, id);
  await inStartTransaction(startLock(user.id), async (tx, client) => {
    const run = await lockedRun(tx, user, id);
    await tx
      .update(schema.bulkRows)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(schema.bulkRows.runId, run.id), eq(schema.bulkRows.status, "waiting")));
    if (toHalves(run.credit) > 0)
      await releaseCredit(tx, { userId: user.id, monthYear: run.monthYear, credit: run.credit });
    await tx
      .update(schema.bulkRuns)
      .set({
        credit: "0",
        status: sql`case when ${schema.bulkRuns.finishedAt} is null then 'cancelled' else ${schema.bulkRuns.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(schema.bulkRuns.id, run.id));
    await pumpIn(tx, client, user);
  });
  return readBulkRun(user, id);
}
