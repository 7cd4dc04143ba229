import {
  CONTACT_PER_EMAIL_PER_HOUR,
  CONTACT_PER_HOUR,
  CONTACT_PER_IP_PER_HOUR,
} from "@domain/site/contact";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { insertContent } from "../../tests/support/site-content";
import { createDatabase, type Database, schema, setDatabase } from "../db";
import { NotFound, TooManyRequests } from "../errors";
import {
  countHelpByKeyword,
  getArticle,
  listArticles,
  listFeatured,
  listHelpCategory,
  listRelated,
  SITE_CHANGES_CHANNEL,
  saveContactMessage,
} from "./index";

const t = testDatabase();
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("public content", () => {
  it("lists only published items, newest publication first, with search, type and pages", async () => {
    const author = await insertUser(t.db, { name: "Ada Writer" });
    const a = await insertContent(t.db, {
      slug: "alpha-guide",
      title: "Alpha",
      contentType: "user_guide",
      publishedAt: day(1),
      keywords: ["presets"],
    });
    const b = await insertContent(t.db, {
      slug: "beta-post",
      title: "Beta 100% real",
      publishedAt: day(3),
      featured: true,
      authorId: author.id,
    });
    await insertContent(t.db, { slug: "gamma-draft", title: "Gamma", status: "draft" });
    await insertContent(t.db, { slug: "delta-archived", title: "Delta", status: "archived" });

    const all = await listArticles({ q: "", type: null, page: 1 });
    expect(all.items.map((item) => item.slug)).toEqual([b.slug, a.slug]);
    expect(all).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(
      (await listArticles({ q: "PRESETS", type: null, page: 1 })).items.map((i) => i.slug),
    ).toEqual([a.slug]);
    expect(
      (await listArticles({ q: "100%", type: null, page: 1 })).items.map((i) => i.slug),
    ).toEqual([b.slug]);
    expect((await listArticles({ q: "gamma", type: null, page: 1 })).total).toBe(0);
    expect(
      (await listArticles({ q: "", type: "user_guide", page: 1 })).items.map((i) => i.slug),
    ).toEqual([a.slug]);
    // A page past the end shows the last one.
    expect((await listArticles({ q: "", type: null, page: 9 })).page).toBe(1);
    expect((await listFeatured()).map((i) => i.slug)).toEqual([b.slug]);

    const article = await getArticle("beta-post");
    expect(article).toMatchObject({
      title: "Beta 100% real",
      authorName: "Ada Writer",
      content: "<p>Body text.</p>",
    });
    expect(article.publishedAt).toEqual(day(3));
  });

  it("answers NotFound for a draft, an archived or an unknown slug alike", async () => {
    await insertContent(t.db, { slug: "secret-draft", status: "draft" });
    await insertContent(t.db, { slug: "old-archived", status: "archived" });
    for (const slug of ["secret-draft", "old-archived", "no-such-slug"])
      await expect(getArticle(slug)).rejects.toBeInstanceOf(NotFound);
  });

  it("relates up to three other published items of the same type", async () => {
    const main = await insertContent(t.db, { contentType: "ecommerce", publishedAt: day(10) });
    const others = [];
    for (let i = 1; i <= 4; i++)
      others.push(await insertContent(t.db, { contentType: "ecommerce", publishedAt: day(i) }));
    await insertContent(t.db, { contentType: "ecommerce", status: "draft" });
    await insertContent(t.db, { contentType: "webpage" });
    const related = await listRelated({ id: main.id, contentType: "ecommerce" });
    expect(related.map((r) => r.slug)).toEqual([others[3]?.slug, others[2]?.slug, others[1]?.slug]);
  });

  it("counts published help content by keyword for the help center", async () => {
    await insertContent(t.db, { contentType: "help_article", keywords: ["Billing", "x"] });
    await insertContent(t.db, { contentType: "user_guide", keywords: ["billing"] });
    await insertContent(t.db, {
      contentType: "help_article",
      keywords: ["billing"],
      status: "draft",
    });
    await insertContent(t.db, { contentType: "blog_post", keywords: ["billing"] });
    expect((await countHelpByKeyword()).get("billing")).toBe(2);
  });

  it("lists a help category's published help articles and guides, newest first", async () => {
    const older = await insertContent(t.db, {
      contentType: "help_article",
      keywords: ["AI Features"],
      publishedAt: day(1),
    });
    const newer = await insertContent(t.db, {
      contentType: "user_guide",
      keywords: ["x", "ai features"],
      publishedAt: day(2),
    });
    await insertContent(t.db, {
      contentType: "help_article",
      keywords: ["ai features"],
      status: "draft",
    });
    await insertContent(t.db, { contentType: "blog_post", keywords: ["ai features"] });
    await insertContent(t.db, { contentType: "help_article", keywords: ["ai features plus"] });
    const page = await listHelpCategory("ai features", 1);
    expect(page.items.map((item) => item.slug)).toEqual([newer.slug, older.slug]);
    expect(page).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect((await listHelpCategory("ai features", 7)).page).toBe(1);
  });

  it("notifies every listener when content or SEO settings change", async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    try {
      await client.query(`listen ${SITE_CHANGES_CHANNEL}`);
      const heard = new Promise((resolve) => client.once("notification", resolve));
      await insertContent(t.db);
      await expect(heard).resolves.toMatchObject({ channel: SITE_CHANGES_CHANNEL });
      const again = new Promise((resolve) => client.once("notification", resolve));
      await t.db
        .insert(schema.seoSettings)
        .values({ pageSlug: "about", pageTitle: "About", metaDescription: "d" });
      await expect(again).resolves.toMatchObject({ channel: SITE_CHANGES_CHANNEL });
    } finally {
      await client.end();
    }
  });
});

describe("contact messages", () => {
  const message = (email: string) => ({
    name: "Ada",
    email,
    subject: "Hi",
    message: "A message long enough.",
  });

  it("are stored, and a flood from one address is refused with nothing stored", async () => {
    const email = `flood-${Date.now()}@example.test`;
    for (let i = 0; i < CONTACT_PER_EMAIL_PER_HOUR; i++)
      await saveContactMessage(message(email), "10.0.0.1");
    await expect(saveContactMessage(message(email), "10.0.0.2")).rejects.toBeInstanceOf(
      TooManyRequests,
    );
    const rows = await t.db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.email, email));
    expect(rows).toHaveLength(CONTACT_PER_EMAIL_PER_HOUR);
  });

  // Issue 24, finding 5: the limits lived in one process's memory; a second process (or a
  // restart) started counting again.
  const newProcess = () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for("inkwell.contact-limits")] = undefined;
    const db = createDatabase(t.url, { max: 2 });
    pools.push(db);
    setDatabase(db);
  };
  const pools: Database[] = [];
  afterAll(async () => {
    setDatabase(t.db);
    await Promise.all(pools.map((db) => db.$client.end()));
  });

  it("hold across processes: per e-mail address and per network address", async () => {
    const email = `shared-${Date.now()}@example.test`;
    for (let i = 0; i < CONTACT_PER_EMAIL_PER_HOUR - 1; i++)
      await saveContactMessage(message(email), `10.1.0.${i}`);
    newProcess();
    await saveContactMessage(message(email), "10.1.1.1");
    newProcess();
    await expect(saveContactMessage(message(email), "10.1.1.2")).rejects.toMatchObject({
      status: 429,
      messageKey: "site:contact.errors.tooMany",
    });

    const ip = "203.0.113.99";
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR - 1; i++)
      await saveContactMessage(message(`ip-${i}-${Date.now()}@example.test`), ip);
    newProcess();
    await saveContactMessage(message(`ip-last-${Date.now()}@example.test`), ip);
    await expect(
      saveContactMessage(message(`ip-over-${Date.now()}@example.test`), ip),
    ).rejects.toBeInstanceOf(TooManyRequests);
    // The counters keep no e-mail address in the clear.
    const keys = await t.db.select({ key: schema.authAttempts.key }).from(schema.authAttempts);
    expect(keys.some(({ key }) => key.includes("@"))).toBe(false);
  });

  it("stop every sender once the site has its hour's messages, counted by any process", async () => {
    newProcess();
    // Another process took the site's last place.
    const full = { points: CONTACT_PER_HOUR, expire: Date.now() + 60 * 60 * 1000 };
    await t.db
      .insert(schema.authAttempts)
      .values({ key: "contact-all:site", ...full })
      .onConflictDoUpdate({ target: schema.authAttempts.key, set: full });
    const email = `late-${Date.now()}@example.test`;
    await expect(saveContactMessage(message(email), "198.51.100.77")).rejects.toMatchObject({
      status: 429,
      messageKey: "site:contact.errors.busy",
    });
    const rows = await t.db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.email, email));
    expect(rows).toHaveLength(0);
    await t.db.delete(schema.authAttempts).where(eq(schema.authAttempts.key, "contact-all:site"));
    await saveContactMessage(message(email), "198.51.100.77");
  });
});
