import { asc, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { createLogger } from "../log";
import { monthStart, runRetention } from "./retention";

const t = testDatabase();
const log = createLogger("silent");
const NOW = new Date("2026-12-01T00:05:00Z");
const THIS_MONTH = new Date("2026-12-01T00:01:00Z");
const LAST_MONTH = new Date("2026-11-30T23:59:00Z");
const MONTHS_AGO = new Date("2026-08-15T12:00:00Z");

async function userOn(tier: "free" | "lite" | "pro" | "elite" | null, admin = false) {
  const user = await insertUser(t.db);
  if (tier) await t.db.insert(schema.userSubscriptions).values({ userId: user.id, tier });
  if (admin) await t.db.insert(schema.userRoles).values({ userId: user.id, role: "admin" });
  const posts = [];
  for (const createdAt of [THIS_MONTH, LAST_MONTH, MONTHS_AGO])
    posts.push((await insertPost(t.db, user.id, { createdAt })).id);
  return { user, posts };
}

describe("free-tier retention", () => {
  it("starts the month in UTC", () => {
    expect(monthStart(new Date("2026-03-31T23:30:00-05:00")).toISOString()).toBe(
      "2026-04-01T00:00:00.000Z",
    );
  });

  it("deletes exactly the free users' posts of earlier months; a second run deletes nothing", async () => {
    const noRow = await userOn(null);
    const free = await userOn("free");
    const paid = await Promise.all([userOn("lite"), userOn("pro"), userOn("elite")]);
    const admin = await userOn("free", true);
    // Was free all month, upgraded before the run: keeps everything.
    const upgraded = await userOn("free");
    await t.db.update(schema.userSubscriptions).set({ tier: "pro" });
    await t.db
      .update(schema.userSubscriptions)
      .set({ tier: "free" })
      .where(inArray(schema.userSubscriptions.userId, [free.user.id, admin.user.id]));

    expect(await runRetention(t.db, log, NOW)).toEqual({
      posts: 4,
      generations: 0,
      briefs: 0,
      users: 2,
    });
    const left = new Set(
      (await t.db.select({ id: schema.blogPosts.id }).from(schema.blogPosts)).map((r) => r.id),
    );
    for (const who of [noRow, free]) {
      expect(left.has(who.posts[0] ?? "")).toBe(true);
      expect(left.has(who.posts[1] ?? "")).toBe(false);
      expect(left.has(who.posts[2] ?? "")).toBe(false);
    }
    for (const who of [...paid, admin, upgraded])
      for (const id of who.posts) expect(left.has(id)).toBe(true);

    expect(await runRetention(t.db, log, NOW)).toEqual({
      posts: 0,
      generations: 0,
      briefs: 0,
      users: 0,
    });
  });

  it("deletes the content of the same generation records and keeps what usage and the Overview count", async () => {
    const free = await userOn("free");
    const paid = await userOn("pro");
    const input = { topic: "my private topic", keywords: ["secret"] };
    const generation = (
      userId: string,
      createdAt: Date,
      over: Partial<typeof schema.generations.$inferInsert> = {},
    ) => ({
      userId,
      contentType: "blog",
      input,
      status: "succeeded" as const,
      text: "<p>What the model wrote.</p>",
      credit: "1",
      monthYear: createdAt.toISOString().slice(0, 7),
      outputTokens: 321,
      fallbacks: [
        { step: "section" as const, parts: ["section" as const], error: "came back empty" },
      ],
      createdAt,
      finishedAt: createdAt,
      ...over,
    });
    const rows = await t.db
      .insert(schema.generations)
      .values([
        // 0: made the free user's post of last month (deleted): cleared.
        generation(free.user.id, LAST_MONTH, { postId: free.posts[1] }),
        // 1: months ago, its post since deleted by the user (post_id set null): cleared.
        generation(free.user.id, MONTHS_AGO, { contentType: "social" }),
        // 2: failed months ago: cleared, its failure key kept.
        generation(free.user.id, MONTHS_AGO, {
          status: "failed",
          error: "errors:generation.failed",
        }),
        // 3: still queued from last month: left alone.
        generation(free.user.id, LAST_MONTH, { status: "queued", text: "" }),
        // 4: made last month, its post saved this month (kept): kept.
        generation(free.user.id, LAST_MONTH, { postId: free.posts[0] }),
        // 5: this month, no post: kept.
        generation(free.user.id, THIS_MONTH),
        // 6: the paid user's of months ago: kept.
        generation(paid.user.id, MONTHS_AGO, { postId: paid.posts[2] }),
      ])
      .returning();
    await t.db.insert(schema.userUsage).values([
      { userId: free.user.id, monthYear: "2026-12", generationsUsed: "1", wordsGenerated: 500 },
      { userId: free.user.id, monthYear: "2026-11", generationsUsed: "3.5", wordsGenerated: 900 },
    ]);
    const usageBefore = await t.db
      .select()
      .from(schema.userUsage)
      .orderBy(asc(schema.userUsage.id));

    expect(await runRetention(t.db, log, NOW)).toEqual({
      posts: 2,
      generations: 3,
      briefs: 0,
      users: 1,
    });

    const after = new Map(
      (await t.db.select().from(schema.generations)).map((g) => [g.id, g] as const),
    );
    expect(after.size).toBe(rows.length);
    rows.forEach((before, i) => {
      const now = after.get(before.id);
      // What usage accounting and the admin Overview read never changes.
      expect(now).toMatchObject({
        userId: before.userId,
        contentType: before.contentType,
        status: before.status,
        error: before.error,
        credit: before.credit,
        monthYear: before.monthYear,
        outputTokens: before.outputTokens,
        createdAt: before.createdAt,
        finishedAt: before.finishedAt,
      });
      if (i <= 2) expect(now).toMatchObject({ input: {}, text: "", fallbacks: [], postId: null });
      else expect(now).toMatchObject({ input, text: before.text, fallbacks: before.fallbacks });
    });
    expect(await t.db.select().from(schema.userUsage).orderBy(asc(schema.userUsage.id))).toEqual(
      usageBefore,
    );

    expect(await runRetention(t.db, log, NOW)).toEqual({
      posts: 0,
      generations: 0,
      briefs: 0,
      users: 0,
    });
  });

  it("works through more posts than one batch", async () => {
    const { user } = await userOn(null);
    for (let i = 0; i < 1100; i += 100)
      await t.db.insert(schema.blogPosts).values(
        Array.from({ length: 100 }, () => ({
          userId: user.id,
          title: "Old",
          topic: "old",
          content: "<p>old</p>",
          createdAt: MONTHS_AGO,
        })),
      );
    const result = await runRetention(t.db, log, NOW);
    expect(result.posts).toBe(1102);
  });
});
