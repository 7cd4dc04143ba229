import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDatabase } from "../../tests/setup/test-db";
import { insertUser, statementErrorCode } from "../../tests/support/factories";
import { schema } from "./index";
import { applyMigrations } from "./migrate";

const t = testDatabase();

describe("the data model", () => {
  it("has every table of the spec and of identity", async () => {
    const result = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(result.rows.map((r) => r.table_name)).toEqual([
      "account",
      "admin_audit_log",
      "ai_edits",
      "api_key_requests",
      "api_keys",
      "auth_attempts",
      "billing_events",
      "blog_posts",
      "bulk_rows",
      "bulk_runs",
      "contact_submissions",
      "content_ideas",
      "fact_checks",
      "generations",
      "idea_runs",
      "idempotent_requests",
      "library_exports",
      "oidc_payload",
      "post_versions",
      "presets",
      "profiles",
      "publications",
      "publish_connections",
      "research_briefs",
      "sandbox_checkouts",
      "sandbox_subscriptions",
      "seo_settings",
      "session",
      "site_settings",
      "source_passages",
      "sources",
      "two_factor",
      "user",
      "user_roles",
      "user_subscriptions",
      "user_usage",
      "verification",
      "voices",
      "webhook_deliveries",
      "webhook_endpoints",
      "website_content",
    ]);
  });

  it("keeps usernames unique regardless of case, and allows many profiles without one", async () => {
    const a = await insertUser(t.db);
    const b = await insertUser(t.db);
    const c = await insertUser(t.db);
    await t.db.insert(schema.profiles).values({ userId: a.id, email: a.email, username: "Ada" });
    expect(
      await statementErrorCode(
        t.db.insert(schema.profiles).values({ userId: b.id, email: b.email, username: "ada" }),
      ),
    ).toBe("23505");
    await t.db.insert(schema.profiles).values({ userId: b.id, email: b.email });
    await t.db.insert(schema.profiles).values({ userId: c.id, email: c.email });
  });

  it("keeps one usage row per user and month, in exact half credits", async () => {
    const u = await insertUser(t.db);
    await t.db
      .insert(schema.userUsage)
      .values({ userId: u.id, monthYear: "2026-11", generationsUsed: "1.5" });
    expect(
      await statementErrorCode(
        t.db.insert(schema.userUsage).values({ userId: u.id, monthYear: "2026-11" }),
      ),
    ).toBe("23505");
    expect(
      await statementErrorCode(
        t.db.insert(schema.userUsage).values({ userId: u.id, monthYear: "2026-13" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db
          .insert(schema.userUsage)
          .values({ userId: u.id, monthYear: "2026-10", generationsUsed: "0.3" }),
      ),
    ).toBe("23514");
    // Admin credits may take the count below zero.
    await t.db
      .insert(schema.userUsage)
      .values({ userId: u.id, monthYear: "2026-09", generationsUsed: "-2" });
  });

  it("refuses values outside each enum", async () => {
    const u = await insertUser(t.db);
    expect(
      await statementErrorCode(
        t.db.insert(schema.blogPosts).values({ userId: u.id, title: "x", contentType: "novel" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.userSubscriptions).values({ userId: u.id, tier: "premium" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.userRoles).values({ userId: u.id, role: "owner" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.contentIdeas).values({
          userId: u.id,
          platform: "myspace",
          title: "t",
          hook: "h",
          reason: "r",
          category: "trending",
          viralScore: 5,
          niche: "n",
        }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.contentIdeas).values({
          userId: u.id,
          platform: "blog",
          title: "t",
          hook: "h",
          reason: "r",
          category: "trending",
          viralScore: 11,
          niche: "n",
        }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.presets).values({ userId: u.id, name: "  ", contentType: "blog" }),
      ),
    ).toBe("23514");
  });

  it("guards website content slugs and publication dates", async () => {
    const base = { title: "T", content: "<p>x</p>" };
    await t.db.insert(schema.websiteContent).values({ ...base, slug: "hello-world" });
    expect(
      await statementErrorCode(
        t.db.insert(schema.websiteContent).values({ ...base, slug: "hello-world" }),
      ),
    ).toBe("23505");
    expect(
      await statementErrorCode(
        t.db.insert(schema.websiteContent).values({ ...base, slug: "guides" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.websiteContent).values({ ...base, slug: "Bad Slug" }),
      ),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.websiteContent).values({ ...base, slug: "p1", status: "published" }),
      ),
    ).toBe("23514");
    await t.db
      .insert(schema.websiteContent)
      .values({ ...base, slug: "p2", status: "published", publishedAt: new Date() });
    expect(
      await statementErrorCode(
        t.db
          .insert(schema.websiteContent)
          .values({ ...base, slug: "p3", metaTitle: "x".repeat(61) }),
      ),
    ).toBe("23514");
  });

  it("keeps one SEO row per page within the title and description limits", async () => {
    const row = { pageSlug: "home", pageTitle: "Home", metaDescription: "The home page" };
    await t.db.insert(schema.seoSettings).values(row);
    expect(await statementErrorCode(t.db.insert(schema.seoSettings).values(row))).toBe("23505");
    expect(
      await statementErrorCode(
        t.db
          .insert(schema.seoSettings)
          .values({ ...row, pageSlug: "x", metaDescription: "d".repeat(161) }),
      ),
    ).toBe("23514");
  });

  it("removes a user's rows with the user and keeps their public articles", async () => {
    const u = await insertUser(t.db);
    await t.db.insert(schema.profiles).values({ userId: u.id, email: u.email });
    await t.db.insert(schema.userSubscriptions).values({ userId: u.id, tier: "pro" });
    await t.db.insert(schema.userUsage).values({ userId: u.id, monthYear: "2026-11" });
    await t.db.insert(schema.userRoles).values({ userId: u.id, role: "admin" });
    await t.db.insert(schema.blogPosts).values({ userId: u.id, title: "Mine" });
    await t.db.insert(schema.presets).values({ userId: u.id, name: "P", contentType: "blog" });
    const [article] = await t.db
      .insert(schema.websiteContent)
      .values({ title: "A", slug: "authored", content: "c", authorId: u.id })
      .returning();

    await t.db.delete(schema.user).where(eq(schema.user.id, u.id));

    for (const table of [
      schema.profiles,
      schema.userSubscriptions,
      schema.userUsage,
      schema.userRoles,
      schema.blogPosts,
      schema.presets,
    ]) {
      const rows = await t.db.select().from(table).where(eq(table.userId, u.id));
      expect(rows).toHaveLength(0);
    }
    const [kept] = await t.db
      .select()
      .from(schema.websiteContent)
      .where(eq(schema.websiteContent.id, article?.id ?? ""));
    expect(kept?.authorId).toBeNull();
  });
});

describe("applyMigrations", () => {
  it("is safe to run from several processes at once and again later", async () => {
    const fresh = await createTestDatabase();
    try {
      await fresh.db.execute(
        sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
      );
      await Promise.all([
        applyMigrations(fresh.url),
        applyMigrations(fresh.url),
        applyMigrations(fresh.url),
      ]);
      await applyMigrations(fresh.url);
      const result = await fresh.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(result.rows[0]?.n).toBeGreaterThan(0);
      const posts = await fresh.db.execute(sql`select to_regclass('public.blog_posts') as t`);
      expect(posts.rows[0]).toEqual({ t: "blog_posts" });
    } finally {
      await fresh.drop();
    }
  });
});
