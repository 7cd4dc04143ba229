// Starting AI edits on PostgreSQL: the day's allowance (a failed edit no longer counts, nor one of
// yesterday), exactly the edits left started when 20 starts race at the limit, a Fix with nothing
// to fix refused before anything counts, another user's post or edit not found, and the review.
import { AI_EDIT_MESSAGES } from "@domain/ai-edits";
import { EDIT_LIMITS } from "@domain/plans";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { memberOf, requestOf, WEAK_BLOCKS } from "../../tests/support/edit-documents";
import { insertPost } from "../../tests/support/factories";
import { scriptedPipeline, silentLog, startTestQueue } from "../../tests/support/generation";
import { schema } from "../db";
import { AppError } from "../errors";
import {
  aiEditFor,
  aiEditJob,
  baseHashOf,
  cancelAiEdit,
  editAllowance,
  markReviewed,
  pendingEditsOf,
  startAiEdit,
} from "./index";

const t = testDatabase();
let stop = async () => {};

beforeAll(async () => {
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  // Queued only: these tests start edits, they do not run them.
  await aiEditJob.register(started.queue.boss, {
    concurrency: 1,
    work: false,
    deps: { db: t.db, log: silentLog, model: () => ({}) as never },
  });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "started",
    (error: unknown) =>
      error instanceof AppError ? `${error.status} ${error.messageKey}` : String(error),
  );

/** Edits of the user's post made directly: `status` on `createdAt`. */
async function insertEdits(
  userId: string,
  postId: string,
  count: number,
  status: "succeeded" | "failed" | "queued" = "succeeded",
  createdAt = new Date(),
) {
  for (let i = 0; i < count; i++)
    await t.db.insert(schema.aiEdits).values({
      userId,
      postId,
      action: "rewrite",
      input: {},
      baseHash: "0".repeat(64),
      status,
      credit: "0",
      monthYear: createdAt.toISOString().slice(0, 7),
      createdAt,
    });
}

describe("startAiEdit", () => {
  it("stores the request without its body, the body's hash, and a queued job", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    const request = requestOf("shorten");
    const { id } = await startAiEdit(user, post.id, request);
    const edit = await aiEditFor(user, id);
    expect(edit).toMatchObject({
      postId: post.id,
      action: "shorten",
      status: "queued",
      input: { selection: request.selection },
      baseHash: baseHashOf(WEAK_BLOCKS),
      result: null,
    });
    const [row] = await t.db.select().from(schema.aiEdits).where(eq(schema.aiEdits.id, id));
    expect(row?.credit).toBe("0.0");
    expect(JSON.stringify(row?.input)).not.toContain("Serving ideas");
    const [job] = (
      await t.db.execute<{ state: string }>(
        `select state from pgboss.job where name = 'ai-edit' and id = '${id}'`,
      )
    ).rows;
    expect(job?.state).toBe("created");
    expect(await editAllowance(user)).toEqual({ used: 1, limit: EDIT_LIMITS.free.aiEditsPerDay });
  });

  it("starts exactly the edits left when 20 starts race at the daily limit", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    const limit = EDIT_LIMITS.free.aiEditsPerDay;
    await insertEdits(user.id, post.id, limit - 3);
    // Neither a failed edit nor one of yesterday counts.
    await insertEdits(user.id, post.id, 4, "failed");
    await insertEdits(user.id, post.id, 4, "succeeded", new Date(Date.now() - 86_400_000 * 2));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => codeOf(startAiEdit(user, post.id, requestOf("rewrite")))),
    );
    expect(results.filter((r) => r === "started")).toHaveLength(3);
    expect(results.filter((r) => r === `402 ${AI_EDIT_MESSAGES.dailyLimit}`)).toHaveLength(17);
    expect(await editAllowance(user)).toEqual({ used: limit, limit });
    const error = await startAiEdit(user, post.id, requestOf("rewrite")).catch((e) => e);
    expect(error).toMatchObject({ code: "DAILY_LIMIT", status: 402, params: { limit } });
  });

  it("gives a failed edit back to the allowance", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    const limit = EDIT_LIMITS.free.aiEditsPerDay;
    await insertEdits(user.id, post.id, limit - 1);
    const { id } = await startAiEdit(user, post.id, requestOf("expand"));
    expect(await codeOf(startAiEdit(user, post.id, requestOf("expand")))).toBe(
      `402 ${AI_EDIT_MESSAGES.dailyLimit}`,
    );
    expect(await aiEditJob.fail(t.db, id)).toBe(true);
    expect((await aiEditFor(user, id)).error).toBe(AI_EDIT_MESSAGES.failed);
    expect(await editAllowance(user)).toEqual({ used: limit - 1, limit });
    expect(await codeOf(startAiEdit(user, post.id, requestOf("expand")))).toBe("started");
  });

  it("gives a cancelled edit back to the allowance; a finished one stays as it is", async () => {
    const user = await memberOf(t.db);
    const other = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    const { id } = await startAiEdit(user, post.id, requestOf("simplify"));
    expect(await codeOf(cancelAiEdit(other, id))).toBe(`404 ${AI_EDIT_MESSAGES.notFound}`);
    expect(await cancelAiEdit(user, id)).toMatchObject({
      status: "failed",
      error: AI_EDIT_MESSAGES.failed,
    });
    expect((await editAllowance(user)).used).toBe(0);
    await insertEdits(user.id, post.id, 1);
    const [done] = await pendingEditsOf(user, post.id);
    expect((await cancelAiEdit(user, done?.id ?? "")).status).toBe("succeeded");
  });

  it("gives a paid plan its own allowance", async () => {
    const user = await memberOf(t.db, "pro");
    expect(await editAllowance(user)).toEqual({ used: 0, limit: EDIT_LIMITS.pro.aiEditsPerDay });
  });

  it("refuses a Fix whose check already passes before anything counts", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    const request = requestOf("fix", "meta-description-length");
    request.document.metaDescription =
      "Cold brew coffee at home: a practical guide that explains what it is, why it matters and how to start, with clear steps and tips.";
    expect(await codeOf(startAiEdit(user, post.id, request))).toBe(
      `400 ${AI_EDIT_MESSAGES.nothingToFix}`,
    );
    // Evidence-claims without a fact check: no claims, nothing to fix.
    expect(await codeOf(startAiEdit(user, post.id, requestOf("fix", "evidence-claims")))).toBe(
      `400 ${AI_EDIT_MESSAGES.nothingToFix}`,
    );
    expect((await editAllowance(user)).used).toBe(0);
  });

  it("answers another user's post, a malformed id and a missing post as not found", async () => {
    const owner = await memberOf(t.db);
    const other = await memberOf(t.db);
    const post = await insertPost(t.db, owner.id);
    const notFound = `404 ${AI_EDIT_MESSAGES.notFound}`;
    expect(await codeOf(startAiEdit(other, post.id, requestOf("rewrite")))).toBe(notFound);
    expect(await codeOf(startAiEdit(owner, "not-an-id", requestOf("rewrite")))).toBe(notFound);
    expect(
      await codeOf(startAiEdit(owner, "00000000-0000-4000-8000-000000000000", requestOf("meta"))),
    ).toBe(notFound);
    expect((await editAllowance(other)).used).toBe(0);
    const { id } = await startAiEdit(owner, post.id, requestOf("meta"));
    expect(await codeOf(aiEditFor(other, id))).toBe(notFound);
    expect(await codeOf(markReviewed(other, id))).toBe(notFound);
    expect(await codeOf(aiEditFor(owner, "nope"))).toBe(notFound);
    expect(await pendingEditsOf(other, post.id)).toEqual([]);
  });
});

describe("pendingEditsOf and markReviewed", () => {
  it("offers the post's finished, unreviewed edits, newest first, until reviewed", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    await insertEdits(user.id, post.id, 1, "succeeded", new Date(Date.now() - 60_000));
    await insertEdits(user.id, post.id, 1, "succeeded");
    await insertEdits(user.id, post.id, 1, "failed");
    await insertEdits(user.id, post.id, 1, "queued");
    const pending = await pendingEditsOf(user, post.id);
    expect(pending).toHaveLength(2);
    const [newest, older] = pending.map((edit) => edit.createdAt);
    expect(String(newest) > String(older)).toBe(true);
    const reviewed = await markReviewed(user, pending[0]?.id ?? "");
    expect(reviewed.reviewedAt).not.toBeNull();
    // Once: a second review keeps the first time.
    expect((await markReviewed(user, reviewed.id)).reviewedAt).toBe(reviewed.reviewedAt);
    expect((await pendingEditsOf(user, post.id)).map((e) => e.id)).toEqual([pending[1]?.id]);
  });
});
