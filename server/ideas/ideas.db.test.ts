// The Idea Lab's limits and ownership on PostgreSQL: concurrent requests against the free
// tier's daily sets and a paid user's half credits, the job's commit and release, the UTC day
// boundary, and bookmarks / saved ideas / deletes refused to everyone but the elite owner.
import type { SessionUser } from "@domain/auth";
import { FREE_IDEA_SETS_PER_DAY, type IdeaRequest } from "@domain/ideas";
import type { Tier } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue, waitUntil } from "../../tests/support/generation";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { createUserWithSession } from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { AppError } from "../errors";
import { createLogger } from "../log";
import { createModel } from "../model";
import {
  deleteIdea,
  failIdeaRun,
  freeSetsLeft,
  ideaRunFor,
  runIdeaSet,
  savedIdeas,
  setBookmark,
  startIdeaQueue,
  startIdeaRun,
} from ".";

const t = testDatabase();
let scripted: ScriptedServer;
let stop = async () => {};

beforeAll(async () => {
  scripted = await startScriptedServer();
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  const model = createModel(
    parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }),
  );
  await startIdeaQueue({
    boss: started.queue.boss,
    concurrency: 2,
    deps: { db: t.db, log: createLogger("silent"), model: () => model },
  });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
  await scripted.close();
});

const REQUEST: IdeaRequest = {
  platform: "instagram",
  niche: "specialty coffee",
  refresh: false,
  language: "en",
};

async function member(tier: Tier = "free", isAdmin = false): Promise<SessionUser> {
  const user = await createUserWithSession(t.db, { tier, roles: isAdmin ? ["admin"] : [] });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: null,
    twoFactorEnabled: false,
    roles: isAdmin ? ["admin"] : [],
    isAdmin,
    isSuperAdmin: false,
    tier,
  };
}

async function usageRow(userId: string, now = new Date()) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(and(eq(schema.userUsage.userId, userId), eq(schema.userUsage.monthYear, monthKey(now))));
  return row;
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "rejected"
    ? result.reason instanceof AppError
      ? result.reason.code
      : String(result.reason)
    : "started";

const finished = (user: SessionUser, id: string) =>
  waitUntil(
    () => ideaRunFor(user, id),
    (run) => run.status === "succeeded" || run.status === "failed",
    30_000,
  );

/**
 * Concurrent starts. The counts alone are under test: once the test has read them, the runs are
 * taken off the worker's hands (marked failed) so that they do not hold up later tests.
 */
async function startMany(user: SessionUser, count: number, now?: Date) {
  return Promise.allSettled(Array.from({ length: count }, () => startIdeaRun(user, REQUEST, now)));
}
const settle = (user: SessionUser) =>
  t.db.update(schema.ideaRuns).set({ status: "failed" }).where(eq(schema.ideaRuns.userId, user.id));

describe("limits", () => {
  it("20 concurrent requests from a free user with 5 sets left give exactly 5", async () => {
    const user = await member("free");
    const results = await startMany(user, 20, new Date("2026-01-10T12:00:00Z"));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === "started")).toHaveLength(FREE_IDEA_SETS_PER_DAY);
    expect(codes.filter((c) => c === "DAILY_LIMIT")).toHaveLength(15);
    const runs = await t.db
      .select()
      .from(schema.ideaRuns)
      .where(eq(schema.ideaRuns.userId, user.id));
    expect(runs).toHaveLength(5);
    expect(runs.every((run) => run.freeSet && run.credit === "0.0")).toBe(true);
    await settle(user);
  });

  it("a paid user with 2.5 credits left gets exactly 5 sets; the half credits add up exactly", async () => {
    const user = await member("lite");
    const now = new Date("2026-02-10T12:00:00Z");
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(now), generationsUsed: "47.5" });
    const codes = (await startMany(user, 20, now)).map(codeOf);
    expect(codes.filter((c) => c === "started")).toHaveLength(5);
    expect(codes.filter((c) => c === "INSUFFICIENT_CREDITS")).toHaveLength(15);
    const row = await usageRow(user.id, now);
    expect(row?.generationsUsed).toBe("47.5");
    expect(row?.generationsReserved).toBe("2.5");
    await settle(user);
  });

  it("a finished set commits its half credit; three sets are exactly 1.5 credits", async () => {
    scripted.scenario = "clean";
    const user = await member("pro");
    for (let i = 0; i < 3; i++) {
      const { id } = await startIdeaRun(user, REQUEST);
      const run = await finished(user, id);
      expect(run).toMatchObject({ status: "succeeded", phase: "done", percent: 100, shortBy: 0 });
      expect(run.ideas).toHaveLength(10);
    }
    const row = await usageRow(user.id);
    expect(row?.generationsUsed).toBe("1.5");
    expect(row?.generationsReserved).toBe("0.0");
  });

  it("a failed run releases its half credit and stores nothing", async () => {
    scripted.scenario = "no-json";
    try {
      const user = await member("pro");
      const { id } = await startIdeaRun(user, REQUEST);
      const run = await finished(user, id);
      expect(run).toMatchObject({ status: "failed", error: "ideas:errors.failed", ideas: [] });
      const row = await usageRow(user.id);
      expect(row?.generationsUsed).toBe("0.0");
      expect(row?.generationsReserved).toBe("0.0");
    } finally {
      scripted.scenario = "clean";
    }
  });

  it("a failed free set does not count towards the day's five", async () => {
    scripted.scenario = "no-json";
    try {
      const user = await member("free");
      const { id } = await startIdeaRun(user, REQUEST);
      await finished(user, id);
      expect(await freeSetsLeft(user)).toBe(FREE_IDEA_SETS_PER_DAY);
    } finally {
      scripted.scenario = "clean";
    }
  });

  it("the UTC day boundary resets the free count", async () => {
    const user = await member("free");
    const lateEvening = new Date("2026-03-04T23:59:00Z");
    const codes = (await startMany(user, 6, lateEvening)).map(codeOf);
    expect(codes.filter((c) => c === "started")).toHaveLength(5);
    await expect(
      startIdeaRun(user, REQUEST, new Date("2026-03-04T23:59:59.999Z")),
    ).rejects.toMatchObject({ code: "DAILY_LIMIT" });
    expect(await freeSetsLeft(user, new Date("2026-03-04T23:59:59Z"))).toBe(0);
    await expect(
      startIdeaRun(user, REQUEST, new Date("2026-03-05T00:00:00Z")),
    ).resolves.toMatchObject({ id: expect.any(String) });
    expect(await freeSetsLeft(user, new Date("2026-03-05T00:00:01Z"))).toBe(4);
    await settle(user);
  });

  it("admins are unlimited", async () => {
    const admin = await member("free", true);
    const codes = (await startMany(admin, 8, new Date("2026-01-20T12:00:00Z"))).map(codeOf);
    expect(codes.every((c) => c === "started")).toBe(true);
    await settle(admin);
  });
});

describe("a run is safe to run again", () => {
  it("a run left running by a dead worker is finished by the retry, once, and its credit committed once", async () => {
    scripted.scenario = "clean";
    const user = await member("pro");
    const now = new Date();
    // What a worker that died mid-way leaves: a running run and its reserved half credit.
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(now), generationsReserved: "0.5" });
    const [run] = await t.db
      .insert(schema.ideaRuns)
      .values({
        userId: user.id,
        platform: "blog",
        niche: "tea",
        status: "running",
        phase: "generating",
        percent: 40,
        attempts: 1,
        credit: "0.5",
        monthYear: monthKey(now),
      })
      .returning();
    if (!run) throw new Error("no run");
    const model = createModel(
      parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }),
    );
    const deps = { db: t.db, log: createLogger("silent"), model: () => model };
    await runIdeaSet(deps, run.id, new AbortController().signal);
    await runIdeaSet(deps, run.id, new AbortController().signal);
    expect(await failIdeaRun(t.db, run.id)).toBe(false);
    expect(await ideaRunFor(user, run.id)).toMatchObject({ status: "succeeded", percent: 100 });
    const ideas = await t.db
      .select()
      .from(schema.contentIdeas)
      .where(eq(schema.contentIdeas.runId, run.id));
    expect(ideas).toHaveLength(10);
    const row = await usageRow(user.id);
    expect(row?.generationsUsed).toBe("0.5");
    expect(row?.generationsReserved).toBe("0.0");
  });
});

describe("bookmarks, saved ideas and deletes", () => {
  async function ideasOf(user: SessionUser) {
    scripted.scenario = "clean";
    const { id } = await startIdeaRun(user, REQUEST);
    const run = await finished(user, id);
    expect(run.ideas).toHaveLength(10);
    return run.ideas;
  }

  it("an elite user bookmarks, lists, searches, filters and deletes their own ideas", async () => {
    const elite = await member("elite");
    const [first, second] = await ideasOf(elite);
    if (!first || !second) throw new Error("no ideas");
    expect(await setBookmark(elite, first.id, true)).toMatchObject({ bookmarked: true });
    await setBookmark(elite, second.id, true);
    const all = await savedIdeas(elite, { q: "", platform: null });
    expect(all.map((idea) => idea.id).sort()).toEqual([first.id, second.id].sort());
    const words = first.title.split(": ")[1] ?? first.title;
    expect((await savedIdeas(elite, { q: words, platform: null })).map((i) => i.id)).toEqual([
      first.id,
    ]);
    expect(await savedIdeas(elite, { q: "", platform: "tiktok" })).toEqual([]);
    // Wildcards in a search are literal.
    expect(await savedIdeas(elite, { q: "%", platform: null })).toEqual([]);
    await deleteIdea(elite, first.id);
    expect((await savedIdeas(elite, { q: "", platform: null })).map((i) => i.id)).toEqual([
      second.id,
    ]);
    await setBookmark(elite, second.id, false);
    expect(await savedIdeas(elite, { q: "", platform: null })).toEqual([]);
  });

  it("free users and other elite users are refused, and nothing changes", async () => {
    const owner = await member("elite");
    const [idea] = await ideasOf(owner);
    if (!idea) throw new Error("no ideas");
    await setBookmark(owner, idea.id, true);
    const free = await member("free");
    const pro = await member("pro");
    const other = await member("elite");
    for (const user of [free, pro]) {
      await expect(setBookmark(user, idea.id, false)).rejects.toMatchObject({
        code: "PREMIUM_FEATURE",
        status: 403,
        messageKey: "ideas:errors.bookmarkPremium",
      });
      await expect(savedIdeas(user, { q: "", platform: null })).rejects.toMatchObject({
        code: "PREMIUM_FEATURE",
        messageKey: "ideas:errors.savedPremium",
      });
      await expect(deleteIdea(user, idea.id)).rejects.toMatchObject({ code: "PREMIUM_FEATURE" });
    }
    await expect(setBookmark(other, idea.id, false)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(deleteIdea(other, idea.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await savedIdeas(other, { q: "", platform: null })).toEqual([]);
    await expect(
      ideaRunFor(other, (await savedIdeas(owner, { q: "", platform: null }))[0]?.id ?? ""),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const [row] = await t.db
      .select()
      .from(schema.contentIdeas)
      .where(eq(schema.contentIdeas.id, idea.id));
    expect(row?.bookmarked).toBe(true);
  });
});
