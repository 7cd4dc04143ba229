import { monthKey } from "@domain/usage";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { english } from "../../tests/support/english";
import { scriptedPipeline, startTestQueue, waitUntil } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import { schema } from "../db";
import { LocalModelUnavailableError } from "../model/local/host";
import { QuotaExceeded, usageFor } from "../usage";
import { decompressSnapshot } from "../versions";
import { generationRow } from "./runner";
import { startGeneration } from "./start";

const t = testDatabase();
let stop = async () => {};
const pipeline = { current: scriptedPipeline() };

beforeAll(async () => {
  const started = await startTestQueue(t.db, t.url, (request) => pipeline.current(request));
  stop = started.stop;
});
afterAll(() => stop());

const input = {
  contentType: "blog",
  title: "Plans that survive",
  topic: "planning",
  language: "en",
} as never;

async function member(tier: "free" | "pro" | "elite" = "free") {
  const user = await createUserWithSession(t.db, { tier });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier,
  };
}

describe("generation jobs", () => {
  it("saves the post and commits the credit in one step when the pipeline succeeds", async () => {
    pipeline.current = scriptedPipeline();
    const user = await member();
    const { id } = await startGeneration(user, input);
    const done = await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "succeeded",
    );
    expect(done).toMatchObject({ phase: "done", percent: 100 });
    expect(done?.text).toContain("Plans that survive a busy quarter");
    const [post] = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, done?.postId ?? ""));
    expect(post).toMatchObject({
      userId: user.id,
      contentType: "blog",
      title: "Plans that survive",
      slug: "plans-that-survive",
    });
    expect(post?.content).not.toContain("<script");
    expect(post?.wordCount).toBeGreaterThan(5);
    expect(post?.keywords).toEqual(["planning", "quarter"]);
    expect(post?.analysis).toMatchObject({ version: 4 });
    // The post's history starts with the generated text, written in the same transaction.
    const versions = await t.db
      .select()
      .from(schema.postVersions)
      .where(eq(schema.postVersions.postId, post?.id ?? ""));
    expect(versions).toMatchObject([
      { number: 1, kind: "generation", userId: user.id, title: "Plans that survive" },
    ]);
    expect(decompressSnapshot(versions[0]?.snapshot ?? Buffer.alloc(0)).content).toBe(
      post?.content,
    );
    const usage = await usageFor(user);
    expect(usage.current_usage.generations_used).toBe(1);
    expect(usage.remaining).toBe(2);
    const [row] = await t.db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    expect(row).toMatchObject({ generationsUsed: "1.0", generationsReserved: "0.0" });
  });

  it("releases the credit and records the error when the pipeline fails", async () => {
    pipeline.current = scriptedPipeline({ fail: true });
    const user = await member();
    const { id } = await startGeneration(user, input);
    const failed = await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "failed",
    );
    expect(failed?.error).toBe("account:generation.failed");
    const [row] = await t.db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    expect(row).toMatchObject({ generationsUsed: "0.0", generationsReserved: "0.0" });
    expect(
      await t.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.userId, user.id)),
    ).toHaveLength(0);
  });

  it("a local model that cannot load fails with what to do, never the server's file path", async () => {
    const secretPath = "/srv/inkwell/.data/models/private-name.gguf";
    pipeline.current = async () => {
      throw new Error("step failed", {
        cause: new LocalModelUnavailableError(secretPath, "ENOENT: no such file"),
      });
    };
    const user = await member();
    const { id } = await startGeneration(user, input);
    const failed = await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "failed",
    );
    expect(failed?.error).toBe("account:generation.localModelUnavailable");
    expect(JSON.stringify(failed)).not.toContain("/srv/inkwell");
    expect(JSON.stringify(english("account:generation.localModelUnavailable"))).not.toMatch(
      /\/srv|\.gguf/,
    );
  });

  it("never goes past the quota: 50 concurrent starts with 2 credits left create exactly 2 jobs", async () => {
    pipeline.current = scriptedPipeline({ delayMs: 50 });
    // Elite runs 3 at once, so the quota (2 left of 300), not the cap, is what refuses.
    const user = await member("elite");
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(new Date()), generationsUsed: "298" });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => startGeneration(user, input)),
    );
    const started = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(started).toHaveLength(2);
    expect(refused.every((r) => r.status === "rejected" && r.reason instanceof QuotaExceeded)).toBe(
      true,
    );
    const rows = await t.db
      .select()
      .from(schema.generations)
      .where(eq(schema.generations.userId, user.id));
    expect(rows).toHaveLength(2);
    const jobs = await t.db.$client.query(
      "select count(*)::int as n from pgboss.job where id = any($1::uuid[])",
      [rows.map((r) => r.id)],
    );
    expect(jobs.rows[0].n).toBe(2);
    await expect(startGeneration(user, input)).rejects.toBeInstanceOf(QuotaExceeded);
  });

  it("lets admins generate without a monthly limit (three at a time)", async () => {
    pipeline.current = scriptedPipeline();
    const user = { ...(await member("free")), isAdmin: true, roles: ["admin" as const] };
    const starts = await Promise.all(Array.from({ length: 3 }, () => startGeneration(user, input)));
    expect(starts).toHaveLength(3);
    expect((await usageFor(user)).tier_limits.generation_limit).toBeNull();
  });
});
