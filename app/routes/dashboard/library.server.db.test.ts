import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertPost, insertUser, withTableAway } from "../../../tests/support/factories";
import { routeArgs } from "../../../tests/support/route-args";
import { libraryTab } from "./library.server";

const t = testDatabase();

describe("the Library screen's data", () => {
  it("feeds the Library tab from the dashboard URL, bad values replaced by defaults", async () => {
    const user = await insertUser(t.db);
    const at = new Date(Date.UTC(2026, 0, 20, 12));
    await insertPost(t.db, user.id, { title: "A video post", contentType: "video", createdAt: at });
    await insertPost(t.db, user.id, { title: "A blog post", contentType: "blog" });
    const args = routeArgs("/dashboard/library?type=video&sort=bogus&page=9&q=%20post%20");
    const tab = await libraryTab(args, user);
    expect(tab.query).toEqual({ q: "post", type: "video", sort: "newest", page: 1 });
    expect(tab.total).toBe(1);
    expect(tab.items[0]).toMatchObject({ title: "A video post", createdAt: at.toISOString() });
    expect(tab.loadFailed).toBe(false);
  });

  it("says the list could not be read instead of failing the dashboard, and logs it", async () => {
    const user = await insertUser(t.db);
    const args = routeArgs("/dashboard/library?q=post");
    const tab = await withTableAway(t.db, "blog_posts", () => libraryTab(args, user));
    expect(tab).toMatchObject({ items: [], total: 0, pageCount: 1, loadFailed: true });
    expect(tab.query.q).toBe("post");
    expect(args.log.error).toHaveBeenCalledOnce();
    expect((await libraryTab(routeArgs("/dashboard/library"), user)).loadFailed).toBe(false);
  });
});
