import { monthKey } from "@domain/usage";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../tests/support/factories";
import { schema } from "../db";
import { NotFound } from "../errors";
import { createLogger } from "../log";
import { auditPage } from "./audit";
import { addCredits, changeTier, searchUsers } from "./users";

const t = testDatabase();
const log = createLogger("silent");
const NOW = new Date();

async function usedOf(userId: string) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(and(eq(schema.userUsage.userId, userId), eq(schema.userUsage.monthYear, monthKey(NOW))));
  return row ? Number(row.generationsUsed) : null;
}

const auditOf = (targetId: string) =>
  t.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.targetId, targetId));

describe("searching users", () => {
  it("finds by part of the e-mail or the name, case-insensitively, with plan, roles and usage", async () => {
    const ada = await insertUser(t.db, { email: "ada.lovelace@search.test", name: "Ada Lovelace" });
    await insertUser(t.db, { email: "grace@search.test", name: "Grace Hopper" });
    await t.db.insert(schema.userSubscriptions).values({ userId: ada.id, tier: "pro" });
    await t.db.insert(schema.userRoles).values({ userId: ada.id, role: "admin" });
    await t.db
      .insert(schema.userUsage)
      .values({ userId: ada.id, monthYear: monthKey(NOW), generationsUsed: "4.5" });

    const byMail = await searchUsers({ q: "ADA.LOVE", page: 1 });
    expect(byMail.total).toBe(1);
    expect(byMail.users[0]).toMatchObject({
      id: ada.id,
      tier: "pro",
      roles: ["admin"],
      used: 4.5,
      limit: null,
    });
    const byName = await searchUsers({ q: "hopper", page: 1 });
    expect(byName.users.map((u) => u.email)).toEqual(["grace@search.test"]);
    expect(byName.users[0]).toMatchObject({ tier: "free", roles: [], used: 0, limit: 3 });
  });

  it("takes % and _ literally and pages the rest", async () => {
    for (let i = 0; i < 25; i++) await insertUser(t.db, { email: `page${i}@paging.test` });
    expect((await searchUsers({ q: "%", page: 1 })).total).toBe(0);
    expect((await searchUsers({ q: "page_", page: 1 })).total).toBe(0);
    const first = await searchUsers({ q: "@paging.test", page: 1 });
    const second = await searchUsers({ q: "@paging.test", page: 2 });
    expect([first.total, first.pageCount, first.users.length, second.users.length]).toEqual([
      25, 2, 20, 5,
    ]);
    expect(new Set([...first.users, ...second.users].map((u) => u.id)).size).toBe(25);
  });
});

describe("changing a plan", () => {
  it("goes through billing's admin change and writes the audit row with before and after", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    expect(await changeTier(admin, user.id, "elite", log)).toEqual({
      before: "free",
      after: "elite",
    });
    const [sub] = await t.db
      .select()
      .from(schema.userSubscriptions)
      .where(eq(schema.userSubscriptions.userId, user.id));
    expect(sub).toMatchObject({ tier: "elite", status: "active" });
    const events = await t.db.select().from(schema.billingEvents);
    expect(events.some((e) => e.outcome === `set by ${admin.id} for ${user.id}`)).toBe(true);
    expect(await auditOf(user.id)).toMatchObject([
      {
        actorId: admin.id,
        actorEmail: admin.email,
        targetEmail: user.email,
        action: "tier",
        before: { tier: "free" },
        after: { tier: "elite" },
      },
    ]);
  });

  it("changes nothing when the audit row cannot be written", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await withTableAway(t.db, "admin_audit_log", () =>
      expect(changeTier(admin, user.id, "pro", log)).rejects.toThrow(),
    );
    const subs = await t.db
      .select()
      .from(schema.userSubscriptions)
      .where(eq(schema.userSubscriptions.userId, user.id));
    expect(subs).toEqual([]);
  });

  it("is 404 for a user who does not exist, and changes nothing", async () => {
    const admin = await insertUser(t.db);
    await expect(changeTier(admin, "nobody", "pro", log)).rejects.toBeInstanceOf(NotFound);
    expect(await auditOf("nobody")).toEqual([]);
  });
});

describe("adding credits", () => {
  it("lowers this month's used count, below zero if need be, with the audit row and reason", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(NOW), generationsUsed: "2" });
    expect(
      await addCredits(admin, user.id, { credits: 5, reason: "Support ticket 42" }, log),
    ).toEqual({ before: 2, after: -3 });
    expect(await usedOf(user.id)).toBe(-3);
    expect(await auditOf(user.id)).toMatchObject([
      {
        action: "credits",
        before: { used: 2 },
        after: { used: -3, added: 5, month: monthKey(NOW) },
        reason: "Support ticket 42",
      },
    ]);
  });

  it("creates the month's row for a user who has not generated yet", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await addCredits(admin, user.id, { credits: 1, reason: "welcome" }, log);
    expect(await usedOf(user.id)).toBe(-1);
  });

  it("keeps half credits exact", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(NOW), generationsUsed: "1.5" });
    await addCredits(admin, user.id, { credits: 2, reason: "refund" }, log);
    expect(await usedOf(user.id)).toBe(-0.5);
  });

  it("changes nothing when the audit row cannot be written (one transaction)", async () => {
    const admin = await insertUser(t.db);
    const user = await insertUser(t.db);
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: monthKey(NOW), generationsUsed: "2" });
    await withTableAway(t.db, "admin_audit_log", () =>
      expect(addCredits(admin, user.id, { credits: 5, reason: "x" }, log)).rejects.toThrow(),
    );
    expect(await usedOf(user.id)).toBe(2);
  });

  it("is NotFound for a user who does not exist", async () => {
    const admin = await insertUser(t.db);
    await expect(
      addCredits(admin, "nobody", { credits: 1, reason: "x" }, log),
    ).rejects.toBeInstanceOf(NotFound);
  });
});

describe("the audit log", () => {
  it("lists newest first, a page at a time", async () => {
    const page = await auditPage(1);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const times = page.entries.map((e) => e.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
