import { monthKey } from "@domain/usage";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { overview } from "./overview";

const t = testDatabase();
const NOW = new Date(Date.UTC(2026, 10, 24, 15, 0)); // a Tuesday
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

async function generation(userId: string, contentType: string, createdAt: Date, error?: string) {
  await t.db.insert(schema.generations).values({
    userId,
    contentType,
    input: {},
    credit: "1",
    monthYear: monthKey(createdAt),
    createdAt,
    status: error ? "failed" : "succeeded",
    error: error ?? null,
  });
}

describe("the Overview's figures", () => {
  it("groups generations, weeks, plans, credits, failures and messages", async () => {
    const a = await insertUser(t.db, { createdAt: hoursAgo(1) });
    const b = await insertUser(t.db, { createdAt: hoursAgo(24 * 8) });
    const admin = await insertUser(t.db, { createdAt: hoursAgo(24 * 100) });
    await t.db.insert(schema.userRoles).values({ userId: admin.id, role: "admin" });
    await t.db.insert(schema.userSubscriptions).values({ userId: b.id, tier: "pro" });
    await t.db.insert(schema.userUsage).values([
      { userId: a.id, monthYear: monthKey(NOW), generationsUsed: "2" },
      { userId: b.id, monthYear: monthKey(NOW), generationsUsed: "7.5" },
      { userId: admin.id, monthYear: monthKey(NOW), generationsUsed: "40" },
    ]);
    await generation(a.id, "blog", hoursAgo(1));
    await generation(a.id, "blog", hoursAgo(2));
    await generation(b.id, "social", hoursAgo(1));
    await generation(b.id, "video", hoursAgo(24 * 3), "create:errors.generationFailed");
    await generation(b.id, "video", hoursAgo(24 * 4), "create:errors.generationFailed");
    await generation(a.id, "blog", hoursAgo(24 * 40), "old:failure"); // outside the 30 days
    await t.db.insert(schema.contactSubmissions).values([
      { name: "Old", email: "o@x.test", subject: "Old one", message: "m", createdAt: hoursAgo(5) },
      { name: "New", email: "n@x.test", subject: "New one", message: "m", createdAt: hoursAgo(1) },
    ]);

    const data = await overview(NOW);

    expect(data.generationsPerDay).toHaveLength(30);
    expect(data.generationsPerDay.at(-1)).toMatchObject({
      day: "2026-11-24",
      blog: 2,
      social: 1,
      video: 0,
    });
    expect(data.generationsPerDay.at(-4)).toMatchObject({ day: "2026-11-21", video: 1 });
    expect(data.generationsPerDay[0]?.day).toBe("2026-10-26");

    expect(data.weekly).toHaveLength(12);
    expect(data.weekly.at(-1)).toEqual({ week: "2026-11-23", active: 2, signups: 1 });
    expect(data.weekly.at(-2)).toEqual({ week: "2026-11-16", active: 1, signups: 1 });

    expect(data.usersPerTier).toEqual([
      { tier: "free", users: 2 },
      { tier: "lite", users: 0 },
      { tier: "pro", users: 1 },
      { tier: "elite", users: 0 },
    ]);
    // Admins are unlimited, so neither their usage nor a quota counts.
    expect(data.credits).toEqual([
      { tier: "free", used: 2, quota: 3 },
      { tier: "lite", used: 0, quota: 0 },
      { tier: "pro", used: 7.5, quota: 150 },
      { tier: "elite", used: 0, quota: 0 },
    ]);
    expect(data.failures).toEqual([{ reason: "create:errors.generationFailed", count: 2 }]);
    expect(data.messages.map((m) => [m.subject, m.read])).toEqual([
      ["New one", false],
      ["Old one", false],
    ]);
  });
});
