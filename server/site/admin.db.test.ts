import type { ContentInput } from "@domain/site/admin-content";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { sessionUser } from "../../tests/support/route-args";
import { insertContent } from "../../tests/support/site-content";
import { schema } from "../db";
import { AppError, Forbidden, NotFound } from "../errors";
import {
  createContent,
  createSeoSettings,
  deleteContent,
  deleteSeoSettings,
  getArticle,
  getContentForAdmin,
  getSeoSettings,
  listContentForAdmin,
  listSeoSettings,
  updateContent,
  updateSeoSettings,
} from "./index";

const t = testDatabase();

// One database per file: each test starts from no content and no settings.
beforeEach(async () => {
  await t.db.delete(schema.websiteContent);
  await t.db.delete(schema.seoSettings);
});

async function anAdmin() {
  const row = await insertUser(t.db);
  return sessionUser({ id: row.id, roles: ["admin"], isAdmin: true });
}

const form = (change: Partial<ContentInput> = {}): ContentInput => ({
  title: "Writing briefs",
  slug: "writing-briefs",
  content: "<p>Body</p>",
  excerpt: null,
  contentType: "blog_post",
  featuredImageUrl: null,
  videoUrl: null,
  metaTitle: null,
  metaDescription: null,
  keywords: [],
  status: "draft",
  featured: false,
  ...change,
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe("admin website content", () => {
  it("creates with the author, sanitises the body, and publishes only when told", async () => {
    const admin = await anAdmin();
    const draft = await createContent(
      admin,
      form({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
    );
    expect(draft).toMatchObject({ authorId: admin.id, status: "draft", publishedAt: null });
    expect(draft.content).toBe("<p>Hi</p>");
    await expect(getArticle("writing-briefs")).rejects.toBeInstanceOf(NotFound);

    const live = await createContent(admin, form({ slug: "live-one", status: "published" }));
    expect(live.publishedAt).toBeInstanceOf(Date);
    expect((await getArticle("live-one")).id).toBe(live.id);
  });

  it("sets published_at once, and unpublishing hides the item from the public side at once", async () => {
    const admin = await anAdmin();
    const item = await createContent(admin, form({ status: "published" }));
    const first = item.publishedAt;
    const again = await updateContent(admin, item.id, form({ status: "published", title: "New" }));
    expect(again.publishedAt).toEqual(first);
    expect((await getArticle(item.slug)).title).toBe("New");

    const hidden = await updateContent(admin, item.id, form({ status: "draft" }));
    expect(hidden.publishedAt).toBeNull();
    await expect(getArticle(item.slug)).rejects.toBeInstanceOf(NotFound);

    const back = await updateContent(admin, item.id, form({ status: "published" }));
    expect(back.publishedAt).not.toBeNull();
    expect((await getArticle(item.slug)).id).toBe(item.id);
  });

  it("refuses a slug another item holds (409 on the slug field), on create and on save", async () => {
    const admin = await anAdmin();
    await insertContent(t.db, { slug: "taken" });
    const mine = await createContent(admin, form({ slug: "mine" }));
    const error = await createContent(admin, form({ slug: "taken" })).catch((e) => e);
    expect(error).toMatchObject({
      code: "SLUG_TAKEN",
      status: 409,
      field: "slug",
      messageKey: "admin:content.errors.slugTaken",
    });
    expect(await codeOf(updateContent(admin, mine.id, form({ slug: "taken" })))).toBe("SLUG_TAKEN");
    expect((await getContentForAdmin(admin, mine.id)).slug).toBe("mine");
  });

  it("lists every status newest first, with search, type and status filters and pages", async () => {
    const admin = await anAdmin();
    const at = (n: number) => new Date(Date.UTC(2026, 0, n));
    await insertContent(t.db, {
      slug: "a-guide",
      title: "Alpha",
      contentType: "user_guide",
      createdAt: at(1),
    });
    await insertContent(t.db, {
      slug: "b-draft",
      title: "Beta 50%",
      status: "draft",
      createdAt: at(2),
    });
    await insertContent(t.db, {
      slug: "c-old",
      title: "Gamma",
      status: "archived",
      createdAt: at(3),
      keywords: ["pricing"],
    });
    const list = (q: Partial<Parameters<typeof listContentForAdmin>[1]>) =>
      listContentForAdmin(admin, { q: "", type: null, status: null, page: 1, ...q });

    expect((await list({})).items.map((i) => i.slug)).toEqual(["c-old", "b-draft", "a-guide"]);
    expect((await list({ status: "draft" })).items.map((i) => i.slug)).toEqual(["b-draft"]);
    expect((await list({ type: "user_guide" })).items.map((i) => i.slug)).toEqual(["a-guide"]);
    expect((await list({ q: "PRICING" })).items.map((i) => i.slug)).toEqual(["c-old"]);
    expect((await list({ q: "50%" })).items.map((i) => i.slug)).toEqual(["b-draft"]);
    expect((await list({ q: "%" })).total).toBe(1);

    for (let n = 0; n < 20; n++)
      await insertContent(t.db, { slug: `bulk-${n}`, createdAt: at(10) });
    const second = await list({ page: 2 });
    expect(second).toMatchObject({ total: 23, page: 2, pageCount: 2 });
    expect(second.items).toHaveLength(3);
    expect((await list({ page: 99 })).page).toBe(2);
  });

  it("deletes by id; an unknown or malformed id is not found", async () => {
    const admin = await anAdmin();
    const item = await createContent(admin, form());
    await deleteContent(admin, item.id);
    expect(await t.db.select().from(schema.websiteContent)).toHaveLength(0);
    expect(await codeOf(deleteContent(admin, item.id))).toBe("NOT_FOUND");
    expect(await codeOf(getContentForAdmin(admin, "not-a-uuid"))).toBe("NOT_FOUND");
    expect(await codeOf(updateContent(admin, "1'; drop table x", form()))).toBe("NOT_FOUND");
  });

  it("refuses a caller who is not an admin, even past the route, and changes nothing", async () => {
    const row = await insertUser(t.db);
    const elite = sessionUser({ id: row.id, tier: "elite" });
    const item = await insertContent(t.db, { slug: "stays" });
    for (const attempt of [
      createContent(elite, form({ slug: "new-one" })),
      updateContent(elite, item.id, form({ slug: "stays", title: "Changed" })),
      deleteContent(elite, item.id),
      listContentForAdmin(elite, { q: "", type: null, status: null, page: 1 }),
    ]) {
      await expect(attempt).rejects.toBeInstanceOf(Forbidden);
    }
    const rows = await t.db.select().from(schema.websiteContent);
    expect(rows.map((r) => [r.slug, r.title])).toEqual([["stays", item.title]]);
  });
});

describe("admin SEO settings", () => {
  const settings = {
    pageSlug: "about",
    pageTitle: "About us",
    metaDescription: "Who we are.",
    metaKeywords: ["team"],
    ogTitle: null,
    ogDescription: null,
    ogImage: "https://images.example/og.png",
    twitterCard: "summary" as const,
    canonicalUrl: null,
    schemaType: "AboutPage" as const,
    noindex: true,
  };

  it("creates, lists by slug, edits (the slug stays) and deletes; the public read follows", async () => {
    const admin = await anAdmin();
    const about = await createSeoSettings(admin, settings);
    await createSeoSettings(admin, { ...settings, pageSlug: "a-first" });
    expect((await listSeoSettings(admin)).map((s) => s.pageSlug)).toEqual(["a-first", "about"]);
    expect(await getSeoSettings("about")).toMatchObject({ pageTitle: "About us", noindex: true });

    const { pageSlug: _slug, ...edit } = settings;
    await updateSeoSettings(admin, about.id, {
      ...edit,
      pageTitle: "About Inkwell",
      noindex: false,
    });
    expect(await getSeoSettings("about")).toMatchObject({
      pageSlug: "about",
      pageTitle: "About Inkwell",
      noindex: false,
    });

    await deleteSeoSettings(admin, about.id);
    expect(await getSeoSettings("about")).toBeNull();
    expect(await codeOf(deleteSeoSettings(admin, about.id))).toBe("NOT_FOUND");
  });

  it("refuses a second settings row for a page (409 on the page slug)", async () => {
    const admin = await anAdmin();
    await createSeoSettings(admin, settings);
    const error = await createSeoSettings(admin, settings).catch((e) => e);
    expect(error).toMatchObject({ status: 409, field: "pageSlug" });
  });

  it("refuses a caller who is not an admin and changes nothing", async () => {
    const admin = await anAdmin();
    const row = await createSeoSettings(admin, settings);
    const user = sessionUser({ id: admin.id, isAdmin: false, roles: [] });
    const { pageSlug: _slug, ...edit } = settings;
    await expect(
      updateSeoSettings(user, row.id, { ...edit, pageTitle: "X" }),
    ).rejects.toBeInstanceOf(Forbidden);
    await expect(deleteSeoSettings(user, row.id)).rejects.toBeInstanceOf(Forbidden);
    await expect(createSeoSettings(user, { ...settings, pageSlug: "home" })).rejects.toBeInstanceOf(
      Forbidden,
    );
    const [stored] = await t.db
      .select()
      .from(schema.seoSettings)
      .where(eq(schema.seoSettings.id, row.id));
    expect(stored?.pageTitle).toBe("About us");
    expect(await t.db.select().from(schema.seoSettings)).toHaveLength(1);
  });
});
