import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
import { routeArgs, sessionUser } from "../../../tests/support/route-args";
import { profileTab } from "./profile.server";

const t = testDatabase();

describe("the Profile screen's data", () => {
  it("gives the Profile tab the profile, or none when it cannot be read (Error loading profile)", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const tab = await profileTab(routeArgs("/dashboard/profile"), user);
    expect(tab).toMatchObject({ profile: { email: row.email }, twoFactor: "off" });

    const args = routeArgs("/dashboard/profile");
    const failed = await withTableAway(t.db, "profiles", () => profileTab(args, user));
    expect(failed).toMatchObject({ profile: null, twoFactor: "off", billing: { tier: "free" } });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
