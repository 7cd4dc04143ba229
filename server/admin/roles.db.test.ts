import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { AppError } from "../errors";
import { createLogger } from "../log";
import { changeRole } from "./roles";

const t = testDatabase();
const log = createLogger("silent");

const rolesOf = async (userId: string) =>
  (await t.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId)))
    .map((r) => r.role)
    .sort();
const auditOf = (targetId: string) =>
  t.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.targetId, targetId));

async function superAdmin() {
  const user = await insertUser(t.db);
  await t.db.insert(schema.userRoles).values({ userId: user.id, role: "super_admin" });
  return user;
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe("granting and revoking roles", () => {
  it("grants and revokes admin, each recorded with the roles before and after", async () => {
    const boss = await superAdmin();
    const user = await insertUser(t.db);
    const grant = { role: "admin" as const, grant: true, confirm: false };
    expect(await changeRole(boss, user.id, grant, log)).toEqual({
      roles: ["admin"],
      changed: true,
    });
    expect(await rolesOf(user.id)).toEqual(["admin"]);
    expect(await changeRole(boss, user.id, { ...grant, grant: false }, log)).toEqual({
      roles: [],
      changed: true,
    });
    expect(await rolesOf(user.id)).toEqual([]);
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual(
      expect.arrayContaining([
        ["grant_role", { roles: [] }, { roles: ["admin"] }],
        ["revoke_role", { roles: ["admin"] }, { roles: [] }],
      ]),
    );
  });

  it("records nothing when the role is already as asked", async () => {
    const boss = await superAdmin();
    const user = await insertUser(t.db);
    const revoke = { role: "admin" as const, grant: false, confirm: false };
    expect(await changeRole(boss, user.id, revoke, log)).toEqual({ roles: [], changed: false });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it("refuses to take a role from oneself without confirmation, and does it with", async () => {
    const boss = await superAdmin();
    await t.db.insert(schema.userRoles).values({ userId: boss.id, role: "admin" });
    const revoke = { role: "admin" as const, grant: false, confirm: false };
    expect(await codeOf(changeRole(boss, boss.id, revoke, log))).toBe("CONFIRM_REQUIRED");
    expect(await rolesOf(boss.id)).toEqual(["admin", "super_admin"]);
    await changeRole(boss, boss.id, { ...revoke, confirm: true }, log);
    expect(await rolesOf(boss.id)).toEqual(["super_admin"]);
  });
});

describe("the last super_admin", () => {
  it("cannot be removed, even by themselves with confirmation; a second one makes it possible", async () => {
    // This file's database starts with no super_admin; clear the ones earlier tests made.
    await t.db.delete(schema.userRoles).where(eq(schema.userRoles.role, "super_admin"));
    const only = await superAdmin();
    const revoke = { role: "super_admin" as const, grant: false, confirm: true };
    expect(await codeOf(changeRole(only, only.id, revoke, log))).toBe("LAST_SUPER_ADMIN");
    expect(await rolesOf(only.id)).toEqual(["super_admin"]);
    expect(await auditOf(only.id)).toEqual([]);

    const second = await insertUser(t.db);
    await changeRole(only, second.id, { role: "super_admin", grant: true, confirm: false }, log);
    await changeRole(only, only.id, revoke, log);
    expect(await rolesOf(only.id)).toEqual([]);
    expect(await codeOf(changeRole(second, second.id, revoke, log))).toBe("LAST_SUPER_ADMIN");
  });

  it("survives two super_admins removing each other at the same moment", async () => {
    await t.db.delete(schema.userRoles).where(eq(schema.userRoles.role, "super_admin"));
    const a = await superAdmin();
    const b = await superAdmin();
    const revoke = { role: "super_admin" as const, grant: false, confirm: false };
    const codes = await Promise.all([
      codeOf(changeRole(a, b.id, revoke, log)),
      codeOf(changeRole(b, a.id, revoke, log)),
    ]);
    expect(codes.sort()).toEqual(["LAST_SUPER_ADMIN", null].sort());
    const left = await t.db
      .select()
      .from(schema.userRoles)
      .where(eq(schema.userRoles.role, "super_admin"));
    expect(left).toHaveLength(1);
  });

  it("is NotFound for a user who does not exist", async () => {
    const boss = await superAdmin();
    expect(
      await codeOf(changeRole(boss, "nobody", { role: "admin", grant: true, confirm: false }, log)),
    ).toBe("NOT_FOUND");
  });
});
