import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { createUserWithSession } from "../../tests/support/sessions";
import { ADMIN_USAGE, runAdminCommand } from "./admin-command";
import { rolesOf } from "./roles";

const t = testDatabase();

describe("npm run admin", () => {
  it("grants and revokes roles by e-mail, in any case", async () => {
    const user = await createUserWithSession(t.db, { email: "ops@example.test" });
    expect(await runAdminCommand(t.db, ["grant", "OPS@example.test"])).toBe(
      "OPS@example.test now has the admin role.",
    );
    await runAdminCommand(t.db, ["grant", "ops@example.test", "super_admin"]);
    expect((await rolesOf(t.db, user.id)).sort()).toEqual(["admin", "super_admin"]);
    expect(await runAdminCommand(t.db, ["revoke", "ops@example.test"])).toBe(
      "ops@example.test no longer has the admin role.",
    );
    expect(await runAdminCommand(t.db, ["revoke", "ops@example.test"])).toBe(
      "ops@example.test did not have the admin role.",
    );
    expect(await rolesOf(t.db, user.id)).toEqual(["super_admin"]);
  });

  it("explains bad input and unknown users, and changes nothing", async () => {
    await expect(runAdminCommand(t.db, [])).rejects.toThrow(ADMIN_USAGE);
    await expect(runAdminCommand(t.db, ["promote", "a@b.c"])).rejects.toThrow(ADMIN_USAGE);
    await expect(runAdminCommand(t.db, ["grant", "a@b.c", "owner"])).rejects.toThrow(
      'Unknown role "owner"',
    );
    await expect(runAdminCommand(t.db, ["grant", "nobody@example.test"])).rejects.toThrow(
      "must sign in once first",
    );
  });
});
