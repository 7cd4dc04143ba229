import { CONTENT_TYPES } from "@domain/content-types";
import { TIERS } from "@domain/plans";
import { HELP_CATEGORIES } from "@domain/site/pages";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { countHelpByKeyword, listHelpCategory } from "../../site";
import { schema } from "../index";
import { seed } from "./index";

const t = testDatabase();

async function count(table: string) {
  const result = await t.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return result.rows[0]?.n;
}

describe("seed", () => {
  it("loads an admin, every tier, every content type and every article state, and can run again", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    await seed(t.db, now);
    const before = {
      users: await count("public.user"),
      posts: await count("blog_posts"),
      articles: await count("website_content"),
      seo: await count("seo_settings"),
      messages: await count("contact_submissions"),
    };
    await seed(t.db, now);
    expect({
      users: await count("public.user"),
      posts: await count("blog_posts"),
      articles: await count("website_content"),
      seo: await count("seo_settings"),
      messages: await count("contact_submissions"),
    }).toEqual(before);

    const tiers = await t.db
      .select({ tier: schema.userSubscriptions.tier })
      .from(schema.userSubscriptions);
    expect(new Set(tiers.map((r) => r.tier))).toEqual(new Set(TIERS));
    const roles = await t.db.select({ role: schema.userRoles.role }).from(schema.userRoles);
    expect(roles.map((r) => r.role).sort()).toEqual(["admin", "super_admin"]);
    const types = await t.db.select({ type: schema.blogPosts.contentType }).from(schema.blogPosts);
    expect(new Set(types.map((r) => r.type))).toEqual(new Set(CONTENT_TYPES));
    const states = await t.db
      .select({ status: schema.websiteContent.status })
      .from(schema.websiteContent);
    expect(new Set(states.map((r) => r.status))).toEqual(
      new Set(["draft", "published", "archived"]),
    );
    const usage = await t.db.select().from(schema.userUsage);
    expect(usage.every((row) => row.monthYear === "2026-11")).toBe(true);
    const posts = await t.db.select({ words: schema.blogPosts.wordCount }).from(schema.blogPosts);
    expect(posts.every((p) => p.words > 0)).toBe(true);
  });

  it("gives every help center category at least three published articles (issue 25)", async () => {
    await seed(t.db, new Date("2026-11-21T12:00:00Z"));
    const counts = await countHelpByKeyword();
    for (const category of HELP_CATEGORIES) {
      expect(counts.get(category.keyword) ?? 0, category.id).toBeGreaterThanOrEqual(3);
      const listing = await listHelpCategory(category.keyword, 1);
      expect(listing.total, category.id).toBe(counts.get(category.keyword));
      expect(listing.items.every((item) => item.keywords.includes(category.keyword))).toBe(true);
    }
    const slugs = await t.db
      .select({ slug: schema.websiteContent.slug })
      .from(schema.websiteContent)
      .where(sql`${schema.websiteContent.contentType} in ('help_article', 'user_guide')`);
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(slugs.length);
  });
});
