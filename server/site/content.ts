import { BLOG_PAGE_SIZE, type BlogQuery, RELATED_LIMIT } from "@domain/site/blog";
import type { WebsiteContentType } from "@domain/site/content";
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { database, schema } from "../db";
import { NotFound } from "../errors";

const content = schema.websiteContent;

/** What a listing card shows of a published item (the body stays on the server). */
export type ArticleCard = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  contentType: WebsiteContentType;
  featuredImageUrl: string | null;
  featured: boolean;
  keywords: string[];
  publishedAt: Date;
};

/** A published item with its body, for the article page and the feeds. */
export type Article = ArticleCard & {
  content: string;
  videoUrl: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  authorName: string | null;
  updatedAt: Date;
};

const cardColumns = {
  id: content.id,
  title: content.title,
  slug: content.slug,
  excerpt: content.excerpt,
  contentType: sql<WebsiteContentType>`${content.contentType}`,
  featuredImageUrl: content.featuredImageUrl,
  featured: content.featured,
  keywords: content.keywords,
  // Never null here: published rows have a publication time (a check constraint says so).
  publishedAt: sql<Date>`${content.publishedAt}`.mapWith(content.publishedAt),
};

// Only published content is public (spec section 7): every query here starts from this.
const published = eq(content.status, "published");
const newestFirst = [desc(content.publishedAt), desc(content.id)];

/** A LIKE pattern that finds the text literally: %, _ and \ in it are not wildcards. */
export const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listingWhere(query: BlogQuery): SQL | undefined {
  const words = [...new Set(query.q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
  const searchable = sql`(${content.title} || ' ' || coalesce(${content.excerpt}, '') || ' ' || array_to_string(${content.keywords}, ' '))`;
  return and(
    published,
    query.type ? eq(content.contentType, query.type) : undefined,
    ...words.map((word) => sql`${searchable} ilike ${containing(word)}`),
  );
}

export type ArticlePage = { items: ArticleCard[]; total: number; page: number; pageCount: number };

/** One page of published content matching a search and type, newest publication first. */
export async function listArticles(query: BlogQuery): Promise<ArticlePage> {
  const db = database();
  const where = listingWhere(query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(content).where(where);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const items = await db
    .select(cardColumns)
    .from(content)
    .where(where)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return { items, total, page, pageCount };
}

/** The featured published items (the listing's Featured section), newest first. */
export async function listFeatured(limit = 3): Promise<ArticleCard[]> {
  return database()
    .select(cardColumns)
    .from(content)
    .where(and(published, eq(content.featured, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

const articleColumns = {
  ...cardColumns,
  content: content.content,
  videoUrl: content.videoUrl,
  metaTitle: content.metaTitle,
  metaDescription: content.metaDescription,
  authorName: schema.user.name,
  updatedAt: content.updatedAt,
};

/** A published item by its slug; NotFound for an unknown, draft or archived slug alike. */
export async function getArticle(slug: string): Promise<Article> {
  const [row] = await database()
    .select(articleColumns)
    .from(content)
    .leftJoin(schema.user, eq(schema.user.id, content.authorId))
    .where(and(published, eq(content.slug, slug)))
    .limit(1);
  if (!row) throw new NotFound("blog:article.notFound");
  return row;
}

/** Up to three other published items of the same type, newest first (spec section 7). */
export async function listRelated(article: Pick<Article, "id" | "contentType">) {
  return database()
    .select(cardColumns)
    .from(content)
    .where(and(published, eq(content.contentType, article.contentType), ne(content.id, article.id)))
    .orderBy(...newestFirst)
    .limit(RELATED_LIMIT);
}

/** Every published item with its body, newest first: the feeds (sitemap, RSS, llms-full.txt). */
export async function listAllPublished(): Promise<Article[]> {
  return database()
    .select(articleColumns)
    .from(content)
    .leftJoin(schema.user, eq(schema.user.id, content.authorId))
    .where(published)
    .orderBy(...newestFirst);
}

/** The newest published item of a type (the landing page's demo video), or null. */
export async function latestOfType(type: WebsiteContentType): Promise<Article | null> {
  const [row] = await database()
    .select(articleColumns)
    .from(content)
    .leftJoin(schema.user, eq(schema.user.id, content.authorId))
    .where(and(published, eq(content.contentType, type)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

// The help center's content: published help articles and user guides.
const helpContent = and(published, sql`${content.contentType} in ('help_article', 'user_guide')`);

/** Published help articles and guides per keyword, lower-cased: the help center's counts. */
export async function countHelpByKeyword(): Promise<Map<string, number>> {
  const rows = await database()
    .select({ keyword: sql<string>`lower(k.keyword)`, total: count() })
    .from(content)
    .innerJoin(sql`unnest(${content.keywords}) as k(keyword)`, sql`true`)
    .where(helpContent)
    .groupBy(sql`lower(k.keyword)`);
  return new Map(rows.map((row) => [row.keyword, row.total]));
}

/**
 * One page of a help center category: the published help articles and guides with its keyword
 * (in any case, as `countHelpByKeyword` counts them), newest publication first.
 */
export async function listHelpCategory(keyword: string, page: number): Promise<ArticlePage> {
  const db = database();
  const where = and(
    helpContent,
    sql`exists (select 1 from unnest(${content.keywords}) as k(keyword) where lower(k.keyword) = ${keyword.toLowerCase()})`,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(content).where(where);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const items = await db
    .select(cardColumns)
    .from(content)
    .where(where)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset((current - 1) * BLOG_PAGE_SIZE);
  return { items, total, page: current, pageCount };
}
