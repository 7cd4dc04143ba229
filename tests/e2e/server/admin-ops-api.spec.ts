/**
 * Who may call the admin Overview, Messages and Users APIs and pages (issue 14): a visitor gets
 * 401 (pages: the sign-in page), a free or elite user 403, an admin everything but role changes,
 * a super_admin everything. Every refusal leaves the database as it was.
 */
import type { Role } from "@domain/roles";
import { monthKey } from "@domain/usage";
import { schema } from "@server/db";
import { and, count, eq } from "drizzle-orm";
import { type Call, expectErrorAnswer, send } from "../../support/api-errors";
import { englishError } from "../../support/english";
import { insertUser } from "../../support/factories";
import { expect, test } from "../../support/fixtures";

type Caller = { name: string; tier?: "free" | "elite"; roles?: Role[] } | null;
const CALLERS: Caller[] = [
  null,
  { name: "free" },
  { name: "elite", tier: "elite" },
  { name: "admin", roles: ["admin"] },
  { name: "super_admin", roles: ["super_admin"] },
];

/** One request of each admin route; `who` is the least role it needs. */
function calls(targetId: string, messageId: string) {
  return [
    { who: "admin", method: "GET", url: "/api/admin/overview" },
    { who: "admin", method: "GET", url: "/api/admin/users?q=x" },
    { who: "admin", method: "GET", url: "/api/admin/audit" },
    { who: "admin", method: "GET", url: "/api/admin/messages" },
    { who: "admin", method: "GET", url: `/api/admin/messages/${messageId}` },
    { who: "admin", method: "GET", url: "/api/admin/messages/export" },
    {
      who: "admin",
      method: "POST",
      url: `/api/admin/users/${targetId}/tier`,
      data: { tier: "pro" },
    },
    {
      who: "admin",
      method: "POST",
      url: `/api/admin/users/${targetId}/credits`,
      data: { credits: 4, reason: "matrix" },
    },
    {
      who: "admin",
      method: "PATCH",
      url: `/api/admin/messages/${messageId}`,
      data: { read: true },
    },
    {
      who: "super_admin",
      method: "POST",
      url: `/api/admin/users/${targetId}/roles`,
      data: { role: "admin", grant: true },
    },
    { who: "admin", method: "DELETE", url: `/api/admin/messages/${messageId}` },
  ] as const;
}

const allowed = (caller: Caller, who: string) =>
  caller?.roles?.includes("super_admin") || (who === "admin" && caller?.roles?.includes("admin"));

const refusal = (caller: Caller) => (caller ? 403 : 401);

for (const caller of CALLERS) {
  test(`the admin APIs and tabs as ${caller?.name ?? "a visitor"}`, async ({
    page,
    signIn,
    db,
  }) => {
    const target = await insertUser(db);
    const [message] = await db
      .insert(schema.contactSubmissions)
      .values({ name: "Matrix", email: "m@x.test", subject: "Matrix", message: "Hello" })
      .returning();
    if (!message) throw new Error("no message");
    const first = async <T>(rows: Promise<T[]>) => (await rows)[0];
    const state = async () => ({
      tier: (
        await first(
          db
            .select()
            .from(schema.userSubscriptions)
            .where(eq(schema.userSubscriptions.userId, target.id)),
        )
      )?.tier,
      used: (
        await first(
          db
            .select()
            .from(schema.userUsage)
            .where(
              and(
                eq(schema.userUsage.userId, target.id),
                eq(schema.userUsage.monthYear, monthKey(new Date())),
              ),
            ),
        )
      )?.generationsUsed,
      roles: (
        await db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, target.id))
      ).map((r) => r.role),
      message: await first(
        db
          .select()
          .from(schema.contactSubmissions)
          .where(eq(schema.contactSubmissions.id, message.id)),
      ),
      audit: (
        await first(
          db
            .select({ n: count() })
            .from(schema.adminAuditLog)
            .where(eq(schema.adminAuditLog.targetId, target.id)),
        )
      )?.n,
    });
    const before = await state();
    if (caller) await signIn({ tier: caller.tier, roles: caller.roles });

    for (const call of calls(target.id, message.id)) {
      const response = await page.request.fetch(call.url, {
        method: call.method,
        ...("data" in call ? { data: call.data } : {}),
        maxRedirects: 0,
      });
      const expected = allowed(caller, call.who) ? 200 : refusal(caller);
      expect(response.status(), `${call.method} ${call.url}`).toBe(expected);
      if (expected !== 200)
        expect((await response.json()).error.code).toBe(caller ? "FORBIDDEN" : "UNAUTHENTICATED");
    }

    for (const tab of ["overview", "messages", "users"]) {
      const response = await page.request.get(`/dashboard/admin/${tab}`, { maxRedirects: 0 });
      if (!caller) {
        expect(response.status()).toBe(302);
        expect(response.headers().location).toMatch(/^\/auth\?redirectTo=/);
      } else expect(response.status(), tab).toBe(caller.roles ? 200 : 403);
    }

    const after = await state();
    if (!caller?.roles) {
      expect(after).toEqual(before);
    } else {
      // Allowed callers did change things: the plan, the credits, the read mark, the message.
      expect(after).toMatchObject({ tier: "pro", used: "-4.0", message: undefined });
      expect(after.roles).toEqual(caller.roles.includes("super_admin") ? ["admin"] : []);
      expect(after.audit).toBe(caller.roles.includes("super_admin") ? 3 : 2);
    }
  });
}

test("the admin APIs' error answers, in the spec's words, change nothing", async ({
  page,
  signIn,
  db,
}) => {
  const me = await signIn({ roles: ["super_admin"] });
  const target = await insertUser(db);
  const missing = "00000000-0000-4000-8000-000000000000";
  const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  const credits = `/api/admin/users/${target.id}/credits`;
  const rows: Array<{ call: Call; status: number; code: string; english?: string }> = [
    {
      call: { method: "POST", path: credits, data: { credits: 0, reason: "x" } },
      status: 400,
      code: "INVALID_INPUT",
      english: "Please enter a valid number of credits.",
    },
    {
      call: { method: "POST", path: credits, data: { credits: 2, reason: "  " } },
      status: 400,
      code: "INVALID_INPUT",
      english: "Please give a reason for the credits.",
    },
    {
      call: {
        method: "POST",
        path: `/api/admin/users/${target.id}/tier`,
        data: { tier: "premium" },
      },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      call: {
        method: "POST",
        path: `/api/admin/users/${missing}/credits`,
        data: { credits: 1, reason: "x" },
      },
      status: 404,
      code: "NOT_FOUND",
      english: "This user no longer exists.",
    },
    {
      call: { method: "POST", path: `/api/admin/users/${missing}/tier`, data: { tier: "pro" } },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      call: { method: "DELETE", path: `/api/admin/messages/${missing}` },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      call: { method: "GET", path: "/api/admin/messages/not-a-uuid" },
      status: 404,
      code: "NOT_FOUND",
    },
    {
      call: { method: "PATCH", path: `/api/admin/messages/${missing}`, data: { read: "yes" } },
      status: 400,
      code: "INVALID_INPUT",
    },
    {
      call: {
        method: "POST",
        path: credits,
        data: { credits: 1, reason: "x" },
        headers: crossSite,
      },
      status: 403,
      code: "CROSS_SITE",
    },
    { call: { method: "GET", path: credits }, status: 405, code: "METHOD_NOT_ALLOWED" },
    {
      call: { method: "PUT", path: `/api/admin/messages/${missing}` },
      status: 405,
      code: "METHOD_NOT_ALLOWED",
    },
    {
      call: {
        method: "POST",
        path: `/api/admin/users/${me.id}/roles`,
        data: { role: "super_admin", grant: false },
      },
      status: 409,
      code: "CONFIRM_REQUIRED",
    },
  ];
  for (const row of rows) {
    await test.step(`${row.call.method} ${row.call.path}: ${row.code}`, async () => {
      const error = await expectErrorAnswer(
        await send(page.request, row.call),
        row.status,
        row.code,
      );
      if (row.english) expect(englishError(error).message).toBe(row.english);
    });
  }
  expect(
    await db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.targetId, target.id)),
  ).toEqual([]);
  expect(
    await db.select().from(schema.userUsage).where(eq(schema.userUsage.userId, target.id)),
  ).toEqual([]);
  const roles = await db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, me.id));
  expect(roles.map((r) => r.role)).toEqual(["super_admin"]);
});
