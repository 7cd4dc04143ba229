import { schema } from "@server/db";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../../tests/support/factories";
import { routeArgs, sessionUser } from "../../../../tests/support/route-args";
import { messagesTab, overviewTab, usersTab } from "./ops.server";

const t = testDatabase();

describe("the admin tabs' data", () => {
  it("feeds the Users tab from the URL, with the audit log and who is asking", async () => {
    const row = await insertUser(t.db, { email: "tab-admin@tabs.test" });
    const admin = sessionUser({
      id: row.id,
      roles: ["super_admin"],
      isAdmin: true,
      isSuperAdmin: true,
    });
    await insertUser(t.db, { email: "tab-user@tabs.test", name: "Tab User" });
    const tab = await usersTab(routeArgs("/dashboard/admin/users?q=tab-user&page=0"), admin);
    expect(tab.query).toEqual({ q: "tab-user", page: 1 });
    expect(tab.users).toMatchObject({ loadFailed: false, total: 1 });
    expect(tab.users.loadFailed ? null : tab.users.users[0]?.createdAt).toMatch(/^\d{4}-/);
    expect(tab.audit).toMatchObject({ loadFailed: false, entries: [] });
    expect(tab.me).toEqual({ id: admin.id, isSuperAdmin: true });
  });

  it("says the users could not be read (Failed to load users) and logs it", async () => {
    const admin = sessionUser({ id: (await insertUser(t.db)).id, roles: ["admin"], isAdmin: true });
    const args = routeArgs("/dashboard/admin/users");
    const tab = await withTableAway(t.db, "user_subscriptions", () => usersTab(args, admin));
    expect(tab.users).toEqual({ loadFailed: true });
    expect(tab.audit.loadFailed).toBe(false);
    expect(args.log.error).toHaveBeenCalledOnce();
  });

  it("gives the Messages tab a page, or says it could not be read", async () => {
    await t.db
      .insert(schema.contactSubmissions)
      .values({ name: "N", email: "n@tabs.test", subject: "Hello", message: "Hi" });
    const tab = await messagesTab(routeArgs("/dashboard/admin/messages?page=1"));
    expect(tab).toMatchObject({ loadFailed: false, total: 1, unread: 1 });
    const args = routeArgs("/dashboard/admin/messages");
    const failed = await withTableAway(t.db, "contact_submissions", () => messagesTab(args));
    expect(failed).toEqual({ loadFailed: true });
    expect(args.log.error).toHaveBeenCalledOnce();
  });

  it("gives the Overview its figures, or says they could not be read", async () => {
    expect((await overviewTab(routeArgs("/dashboard/admin/overview"))).loadFailed).toBe(false);
    const args = routeArgs("/dashboard/admin/overview");
    const failed = await withTableAway(t.db, "generations", () => overviewTab(args));
    expect(failed).toEqual({ loadFailed: true });
  });
});
