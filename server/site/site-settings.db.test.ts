import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { sessionUser } from "../../tests/support/route-args";
import { schema } from "../db";
import { Forbidden } from "../errors";
import { getSiteSettings, SITE_CHANGES_CHANNEL, updateSiteSettings } from "./index";

const t = testDatabase();

async function aUser(isAdmin: boolean) {
  const row = await insertUser(t.db);
  return sessionUser({ id: row.id, roles: isAdmin ? ["admin"] : [], isAdmin });
}

describe("site settings (issue 25: the default video of articles)", () => {
  it("have no default video until an admin sets one; a change is kept, and clearing it works", async () => {
    expect(await getSiteSettings()).toEqual({ defaultVideoUrl: null, updatedAt: null });
    const admin = await aUser(true);
    const saved = await updateSiteSettings(admin, {
      defaultVideoUrl: "https://youtu.be/abcdef123",
    });
    expect(saved.defaultVideoUrl).toBe("https://youtu.be/abcdef123");
    expect(await getSiteSettings()).toEqual(saved);
    await updateSiteSettings(admin, { defaultVideoUrl: "https://vimeo.com/123456789" });
    await updateSiteSettings(admin, { defaultVideoUrl: null });
    expect((await getSiteSettings()).defaultVideoUrl).toBeNull();
    const rows = await t.db.select().from(schema.siteSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.updatedBy).toBe(admin.id);
  });

  it("refuse anyone but an admin, changing nothing", async () => {
    const admin = await aUser(true);
    await updateSiteSettings(admin, { defaultVideoUrl: "https://youtu.be/abcdef123" });
    await expect(
      updateSiteSettings(await aUser(false), { defaultVideoUrl: null }),
    ).rejects.toBeInstanceOf(Forbidden);
    expect((await getSiteSettings()).defaultVideoUrl).toBe("https://youtu.be/abcdef123");
  });

  it("hold one row only", async () => {
    await expect(
      t.db.execute(sql`insert into site_settings (id, default_video_url) values (false, null)`),
    ).rejects.toThrow();
  });

  it("tell every server process to empty its page cache when they change", async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query(`listen ${SITE_CHANGES_CHANNEL}`);
      const heard = new Promise((resolve) => client.once("notification", resolve));
      await updateSiteSettings(await aUser(true), { defaultVideoUrl: null });
      await expect(heard).resolves.toMatchObject({ channel: SITE_CHANGES_CHANNEL });
    } finally {
      await client.end();
    }
  });
});
