import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import { schema } from "../db";
import { AppError } from "../errors";
import { failGeneration, generationQueue, onGenerationFinished } from "../generation";
import { ensureQueue } from "../jobs";
import { QuotaExceeded } from "../usage";
import { BULK_PUMP_QUEUE, bulkGenerationFinished, pumpUser, sweepBulkRuns } from "./pump";
import { cancelBulkRun, checkBulk, retryBulkRun, startBulkRun } from "./run";

const t = testDatabase();
let stop = async () => {};

beforeAll(async () => {
  // Only enqueue: the generations stay queued until a test ends them.
  const started = await startTestQueue(t.db, t.url, scriptedPipeline(), { work: false });
  stop = started.stop;
  await ensureQueue(generationQueue().boss, BULK_PUMP_QUEUE, {});
  onGenerationFinished("bulk", bulkGenerationFinished);
});
afterAll(() => stop());

async function member(tier: "free" | "lite" | "pro") {
  const user = await createUserWithSession(t.db, { tier });
  return {
    ...user,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier,
  };
}

/** A CSV of `good` valid rows then one without a topic. */
function sheet(good: number, bad = 1) {
  const lines = ["Topic,Content Type,Tone"];
  for (let i = 0; i < good; i++) lines.push(`Topic ${i},blog,friendly`);
  for (let i = 0; i < bad; i++) lines.push(",blog,friendly");
  return { name: "Spring", csv: lines.join("\n") };
}

async function usage(userId: string) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(eq(schema.userUsage.userId, userId));
  return {
    used: Number(row?.generationsUsed ?? 0),
    reserved: Number(row?.generationsReserved ?? 0),
  };
}

const rowsOf = (runId: string) =>
  t.db
    .select()
    .from(schema.bulkRows)
    .where(eq(schema.bulkRows.runId, runId))
    .orderBy(schema.bulkRows.rowNumber);

describe("bulk runs", () => {
  it("checks and prices a sheet without storing or reserving anything", async () => {
    const user = await member("pro");
    const checked = await checkBulk(user, sheet(3));
    expect(checked.cost).toBe("3");
    expect(checked.rowLimit).toBe(200);
    expect(checked.rows.map((r) => [r.rowNumber, r.status])).toEqual([
      [2, "waiting"],
      [3, "waiting"],
      [4, "waiting"],
      [5, "refused"],
    ]);
    expect(checked.rows[3]?.problem?.message).toBe("create:types.blog.missingInformation");
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 0 });
    expect(
      await t.db.select().from(schema.bulkRuns).where(eq(schema.bulkRuns.userId, user.id)),
    ).toEqual([]);
  });

  it("refuses a sheet past the plan's rows with BULK_ROW_LIMIT and the count", async () => {
    const user = await member("free");
    const refused = await checkBulk(user, sheet(11, 0)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "BULK_ROW_LIMIT", status: 409, params: { count: 10 } });
  });

  it("reserves all or nothing: a sheet the credits do not cover stores and reserves nothing", async () => {
    const user = await member("free");
    const refused = await startBulkRun(user, sheet(4, 0)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuotaExceeded);
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 0 });
    expect(
      await t.db.select().from(schema.bulkRuns).where(eq(schema.bulkRuns.userId, user.id)),
    ).toEqual([]);
  });

  it("reserves the valid rows exactly, starts rows within the concurrency limit, cancels and releases exactly", async () => {
    const user = await member("pro");
    const { run, rows } = await startBulkRun(user, sheet(5));
    // pro runs 2 at once: 2 generations hold 1 credit each, the run holds the other 3.
    expect(rows.map((r) => r.status)).toEqual([
      "running",
      "running",
      "waiting",
      "waiting",
      "waiting",
      "refused",
    ]);
    expect(run.reserved).toBe("3");
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 5 });
    const generations = await t.db
      .select()
      .from(schema.generations)
      .where(eq(schema.generations.userId, user.id));
    expect(generations).toHaveLength(2);
    // A pump with no free slot starts nothing more.
    expect(await pumpUser(user.id)).toBe(0);

    // One generation fails: its row fails, its credit is released, and the next row starts.
    const first = (await rowsOf(run.id))[0];
    await failGeneration(t.db, first?.generationId ?? "", "generation:errors.failed");
    expect((await rowsOf(run.id))[0]).toMatchObject({
      status: "failed",
      error: "generation:errors.failed",
    });
    // The end enqueued a pump of the user's rows, in the generation's final transaction.
    const pumps = await t.db.execute(
      sql`select 1 from pgboss.job where name = ${BULK_PUMP_QUEUE} and data->>'userId' = ${user.id}`,
    );
    expect(pumps.rows).toHaveLength(1);
    expect(await pumpUser(user.id)).toBe(1);
    expect((await rowsOf(run.id)).map((r) => r.status)).toEqual([
      "failed",
      "running",
      "running",
      "waiting",
      "waiting",
      "refused",
    ]);
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 4 });

    const cancelled = await cancelBulkRun(user, run.id);
    expect(cancelled.run).toMatchObject({ status: "cancelled", reserved: "0", finishedAt: null });
    expect(cancelled.rows.map((r) => r.status)).toEqual([
      "failed",
      "running",
      "running",
      "cancelled",
      "cancelled",
      "refused",
    ]);
    // Only the two running generations still hold credit.
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 2 });
  });

  it("retries failed rows with their cost reserved again, and 402 when it is not covered", async () => {
    const user = await member("free");
    const { run } = await startBulkRun(user, sheet(3, 0));
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 3 });
    const rows = await rowsOf(run.id);
    await failGeneration(t.db, rows[0]?.generationId ?? "", "generation:errors.failed");
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 2 });
    // Free has 3 credits: 2 held, so the 1 failed row is covered again.
    const retried = await retryBulkRun(user, run.id);
    expect(retried.run.status).toBe("running");
    expect(await usage(user.id)).toEqual({ used: 0, reserved: 3 });
    // Free runs one at a time: the slot the failure freed goes to the first row again.
    expect((await rowsOf(run.id)).map((r) => r.status)).toEqual(["running", "waiting", "waiting"]);
    // It fails again, and the month's third credit is used elsewhere: the retry is not covered.
    await failGeneration(
      t.db,
      (await rowsOf(run.id))[0]?.generationId ?? "",
      "generation:errors.failed",
    );
    expect(await pumpUser(user.id)).toBe(1);
    await t.db
      .update(schema.userUsage)
      .set({ generationsUsed: "1" })
      .where(eq(schema.userUsage.userId, user.id));
    const refused = await retryBulkRun(user, run.id).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QuotaExceeded);
    expect((await rowsOf(run.id)).map((r) => [r.status, r.attempts])).toEqual([
      ["failed", 2],
      ["running", 1],
      ["waiting", 0],
    ]);
    const nothing = await retryBulkRun(await member("free"), run.id).catch((e: unknown) => e);
    expect(nothing).toMatchObject({ code: "NOT_FOUND" });
  });

  it("sweeps a row whose generation ended without it (a crash) and finishes the run once", async () => {
    const user = await member("pro");
    const { run } = await startBulkRun(user, sheet(1, 0));
    const [row] = await rowsOf(run.id);
    // The generation succeeded behind the row's back (as if its end's listener had been lost).
    await t.db
      .update(schema.generations)
      .set({ status: "succeeded" })
      .where(eq(schema.generations.id, row?.generationId ?? ""));
    await sweepBulkRuns(t.db);
    expect((await rowsOf(run.id))[0]?.status).toBe("succeeded");
    const [finished] = await t.db
      .select()
      .from(schema.bulkRuns)
      .where(eq(schema.bulkRuns.id, run.id));
    expect(finished).toMatchObject({ status: "finished" });
    const at = finished?.finishedAt;
    await sweepBulkRuns(t.db);
    const [again] = await t.db.select().from(schema.bulkRuns).where(eq(schema.bulkRuns.id, run.id));
    expect(again?.finishedAt).toEqual(at);
  });
});
