import { schema } from "@server/db";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertPost, insertUser, withTableAway } from "../../../tests/support/factories";
import { routeArgs, sessionUser } from "../../../tests/support/route-args";
import { libraryTab, presetsTab, profileTab } from "./tabs.server";

const t = testDatabase();

describe("the dashboard's tab data", () => {
  it("feeds the Library tab from the dashboard URL, bad values replaced by defaults", async () => {
    const user = await insertUser(t.db);
    const at = new Date(Date.UTC(2026, 0, 20, 12));
    await insertPost(t.db, user.id, { title: "A video post", contentType: "video", createdAt: at });
    await insertPost(t.db, user.id, { title: "A blog post", contentType: "blog" });
    const args = routeArgs("/dashboard?tab=library&type=video&sort=bogus&page=9&q=%20post%20");
    const tab = await libraryTab(args, user);
    expect(tab.query).toEqual({ q: "post", type: "video", sort: "newest", page: 1 });
    expect(tab.total).toBe(1);
    expect(tab.items[0]).toMatchObject({ title: "A video post", createdAt: at.toISOString() });
    expect(tab.loadFailed).toBe(false);
  });

  it("says the list could not be read instead of failing the dashboard, and logs it", async () => {
    const user = await insertUser(t.db);
    const args = routeArgs("/dashboard?tab=library&q=post");
    const tab = await withTableAway(t.db, "blog_posts", () => libraryTab(args, user));
    expect(tab).toMatchObject({ items: [], total: 0, pageCount: 1, loadFailed: true });
    expect(tab.query.q).toBe("post");
    expect(args.log.error).toHaveBeenCalledOnce();
    expect((await libraryTab(routeArgs("/dashboard?tab=library"), user)).loadFailed).toBe(false);
  });

  it("gives the Presets tab its list, or says it could not be read", async () => {
    const user = await insertUser(t.db);
    await t.db
      .insert(schema.presets)
      .values({ userId: user.id, name: "Tab", contentType: "blog", settings: {} });
    const tab = await presetsTab(routeArgs("/dashboard?tab=presets"), user);
    expect(tab.loadFailed).toBe(false);
    expect(tab.presets).toEqual([
      expect.objectContaining({ name: "Tab", createdAt: expect.stringMatching(/^\d{4}-/) }),
    ]);

    const args = routeArgs("/dashboard?tab=presets");
    const failed = await withTableAway(t.db, "presets", () => presetsTab(args, user));
    expect(failed).toEqual({ presets: [], loadFailed: true });
    expect(args.log.error).toHaveBeenCalledOnce();
  });

  it("gives the Profile tab the profile, or none when it cannot be read (Error loading profile)", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const tab = await profileTab(routeArgs("/dashboard?tab=profile"), user);
    expect(tab).toMatchObject({ profile: { email: row.email }, twoFactor: "off" });

    const args = routeArgs("/dashboard?tab=profile");
    const failed = await withTableAway(t.db, "profiles", () => profileTab(args, user));
    expect(failed).toMatchObject({ profile: null, twoFactor: "off", billing: { tier: "free" } });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
