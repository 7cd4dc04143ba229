/**
 * The admin's side of website content (spec section 7: admin list newest first, insert, update,
 * delete by id). The public side (content.ts) reads only what is published; the page cache
 * empties itself on every write here (migration 0010's triggers).
 */

import type { AdminContentItem } from "@domain/api/admin-content";
import type { SessionUser } from "@domain/auth";
import { sanitizeHtml } from "@domain/html/sanitize";
import { searchTerms } from "@domain/library";
import {
  ADMIN_CONTENT_MESSAGES,
  ADMIN_CONTENT_PAGE_SIZE,
  type AdminContentQuery,
  type ContentInput,
} from "@domain/site/admin-content";
import type { ContentStatus, WebsiteContentType } from "@domain/site/content";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { database, schema } from "../db";
import { Conflict, NotFound, uniqueViolation } from "../errors";
import { assertAdmin, isRowId } from "./admin-guard";
import { containing } from "./content";

const content = schema.websiteContent;
export type ContentRow = typeof content.$inferSelect;

/** What a row of the admin list shows (the body stays on the server). */
const listColumns = {
  id: content.id,
  title: content.title,
  slug: content.slug,
  excerpt: content.excerpt,
  contentType: content.contentType,
  status: content.status,
  featured: content.featured,
  publishedAt: content.publishedAt,
  updatedAt: content.updatedAt,
};

function listWhere(query: AdminContentQuery): SQL | undefined {
  const searchable = sql`(${content.title} || ' ' || ${content.slug} || ' ' || coalesce(${content.excerpt}, '') || ' ' || array_to_string(${content.keywords}, ' '))`;
  return and(
    query.type ? eq(content.contentType, query.type) : undefined,
    query.status ? eq(content.status, query.status) : undefined,
    ...searchTerms(query.q).map((word) => sql`${searchable} ilike ${containing(word)}`),
  );
}

/** One page of every item (any status) matching the query, newest first. */
export async function listContentForAdmin(admin: SessionUser, query: AdminContentQuery) {
  assertAdmin(admin);
  const db = database();
  const where = listWhere(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(content).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_CONTENT_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const items = await db
    .select(listColumns)
    .from(content)
    .where(where)
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(ADMIN_CONTENT_PAGE_SIZE)
    .offset((page - 1) * ADMIN_CONTENT_PAGE_SIZE);
  return { items, total, page, pageCount };
}
export type ContentListItem = Awaited<ReturnType<typeof listContentForAdmin>>["items"][number];

/** One item, any status, for the editor. */
export async function getContentForAdmin(admin: SessionUser, id: string): Promise<ContentRow> {
  assertAdmin(admin);
  if (!isRowId(id)) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
  const [row] = await database().select().from(content).where(eq(content.id, id));
  if (!row) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
  return row;
}

/** The stored values of a form: the body through the shared allow-list. */
function storedValues(input: ContentInput) {
  return { ...input, content: sanitizeHtml(input.content) };
}

/** A slug another item holds is a Conflict naming the slug field; anything else is rethrown. */
function slugConflict(error: unknown): never {
  if (uniqueViolation(error) === "website_content_slug_key") {
    throw new Conflict("SLUG_TAKEN", ADMIN_CONTENT_MESSAGES.slugTaken, {
      title: ADMIN_CONTENT_MESSAGES.validationTitle,
      field: "slug",
    });
  }
  throw error;
}

/** Saves a new item; published now when its status says so. */
export async function createContent(admin: SessionUser, input: ContentInput): Promise<ContentRow> {
  assertAdmin(admin);
  const [row] = await database()
    .insert(content)
    .values({
      ...storedValues(input),
      authorId: admin.id,
      publishedAt: input.status === "published" ? new Date() : null,
    })
    .returning()
    .catch(slugConflict);
  if (!row) throw new Error("createContent: no row returned");
  return row;
}

/**
 * Saves an item. Publishing sets `published_at` once: an item already published keeps its date;
 * any other status clears it, so the public site stops showing the item with this write.
 */
export async function updateContent(
  admin: SessionUser,
  id: string,
  input: ContentInput,
): Promise<ContentRow> {
  assertAdmin(admin);
  if (!isRowId(id)) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
  const publishedAt =
    input.status === "published"
      ? sql`coalesce(${content.publishedAt}, now())`
      : sql`null::timestamptz`;
  const [row] = await database()
    .update(content)
    .set({ ...storedValues(input), publishedAt, updatedAt: new Date() })
    .where(eq(content.id, id))
    .returning()
    .catch(slugConflict);
  if (!row) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
  return row;
}

/** Deletes an item; an unknown id is NotFound. */
export async function deleteContent(admin: SessionUser, id: string): Promise<void> {
  assertAdmin(admin);
  if (!isRowId(id)) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
  const deleted = await database()
    .delete(content)
    .where(eq(content.id, id))
    .returning({ id: content.id });
  if (deleted.length === 0) throw new NotFound(ADMIN_CONTENT_MESSAGES.notFound);
}

/** A row as the admin editor receives it: dates as ISO text, the body sanitised again. */
export function toAdminContentItem(row: ContentRow): AdminContentItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: sanitizeHtml(row.content),
    excerpt: row.excerpt,
    contentType: row.contentType as WebsiteContentType,
    featuredImageUrl: row.featuredImageUrl,
    videoUrl: row.videoUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords,
    status: row.status as ContentStatus,
    featured: row.featured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
