import { LIBRARY_PAGE_SIZE, type LibraryQuery, searchTerms } from "@domain/library";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";

const posts = schema.blogPosts;

/** Longest description a card receives; the card shows three lines of it at most. */
const CARD_DESCRIPTION_MAX = 300;

/** What a Library card shows of a post (the body stays on the server until it is opened). */
export type PostSummary = {
  id: string;
  title: string;
  description: string | null;
  contentType: string;
  createdAt: Date;
  updatedAt: Date;
  wordCount: number;
  tone: string | null;
  keywords: string[];
};

export type PostPage = {
  items: PostSummary[];
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  /** At least 1, so an empty library still has "page 1 of 1". */
  pageCount: number;
};

// Each order ends with the id, so posts that tie keep one order from page to page. Every order
// is served by an index on (user_id, ...) of the same columns (see the schema).
const ORDERS: Record<LibraryQuery["sort"], SQL[]> = {
  newest: [desc(posts.createdAt), desc(posts.id)],
  oldest: [asc(posts.createdAt), asc(posts.id)],
  modified: [desc(posts.updatedAt), desc(posts.id)],
  title: [asc(sql`lower(${posts.title})`), asc(posts.id)],
  words: [desc(posts.wordCount), desc(posts.id)],
};

// The text a search looks in (words of a search hold no white space, so none can match across
// the separators). The same expression as the GIN trigram index of migration 0005, so a search
// reads only the user's matching rows.
const searchable = sql`inkwell_post_search_text(${posts.title}, ${posts.topic}, ${posts.description}, ${posts.keywords})`;

/** A LIKE pattern that finds the word literally: %, _ and \ in it are not wildcards. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(user: Pick<SessionUser, "id">, query: LibraryQuery): SQL | undefined {
  return and(
    eq(posts.userId, user.id),
    query.type === "all" ? undefined : eq(posts.contentType, query.type),
    ...searchTerms(query.q).map((word) => sql`${searchable} ilike ${containing(word)}`),
  );
}

const cardColumns = {
  id: posts.id,
  title: posts.title,
  description: sql<string | null>`left(${posts.description}, ${CARD_DESCRIPTION_MAX})`,
  contentType: posts.contentType,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  wordCount: posts.wordCount,
  tone: posts.tone,
  keywords: posts.keywords,
};

/**
 * One page in the query's order. The page's ids are found first, from the index alone where the
 * sort has one (a deep page skips index entries, not table rows); then only those rows are read.
 */
function selectPage(
  user: Pick<SessionUser, "id">,
  where: SQL | undefined,
  query: LibraryQuery,
  page: number,
) {
  const ids = database()
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(LIBRARY_PAGE_SIZE)
    .offset((page - 1) * LIBRARY_PAGE_SIZE);
  return database()
    .select(cardColumns)
    .from(posts)
    .where(and(eq(posts.userId, user.id), inArray(posts.id, ids)))
    .orderBy(...ORDERS[query.sort]);
}

async function countPosts(where: SQL | undefined): Promise<number> {
  const [row] = await database().select({ total: count() }).from(posts).where(where);
  return row?.total ?? 0;
}

/**
 * The page and the number of matches. Without a search, the page is read in index order and
 * counted from the index alone, in parallel. A search has to read every one of the user's rows
 * anyway, so the page and its count come from that one scan (`count(*) over ()`), which halves
 * the work (see docs/performance.md, "Library").
 */
async function pageAndTotal(
  user: Pick<SessionUser, "id">,
  where: SQL | undefined,
  query: LibraryQuery,
): Promise<{ items: PostSummary[]; total: number }> {
  if (query.q === "") {
    const [items, total] = await Promise.all([
      selectPage(user, where, query, query.page),
      countPosts(where),
    ]);
    return { items, total };
  }
  const rows = await database()
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(posts)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(LIBRARY_PAGE_SIZE)
    .offset((query.page - 1) * LIBRARY_PAGE_SIZE);
  // Past the last page no row carries the count: ask for it.
  const total = rows[0]?.total ?? (query.page > 1 ? await countPosts(where) : 0);
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}

/**
 * One page of the user's own posts: searched (every word of `q`, case-insensitive, in the title,
 * topic, description or keywords), filtered by type and sorted, all by the database.
 */
export async function listPosts(
  user: Pick<SessionUser, "id">,
  query: LibraryQuery,
): Promise<PostPage> {
  const where = conditions(user, query);
  const { items, total } = await pageAndTotal(user, where, query);
  const pageCount = Math.max(1, Math.ceil(total / LIBRARY_PAGE_SIZE));
  // A page past the end (a post deleted from the last page, an edited URL) shows the last one.
  if (query.page > pageCount) {
    return {
      items: await selectPage(user, where, query, pageCount),
      total,
      page: pageCount,
      pageCount,
    };
  }
  return { items, total, page: query.page, pageCount };
}
