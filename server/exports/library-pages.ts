import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import type { ExportablePost } from "./types";

/**
 * A post's place in the export order (created_at, id). The time is PostgreSQL's own text form,
 * which keeps the microseconds a JavaScript Date would drop (and with them, posts).
 */
export type Cursor = { readonly createdAt: string; readonly id: string };

const posts = schema.blogPosts;
const cursorOf = sql<string>`${posts.createdAt}::text`;

/** The user's newest post's place: the export covers what exists when it starts, no more. */
export async function newestCursor(user: Pick<SessionUser, "id">): Promise<Cursor | null> {
  const [row] = await database()
    .select({ createdAt: cursorOf, id: posts.id })
    .from(posts)
    .where(eq(posts.userId, user.id))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return row ?? null;
}

const { userId: _owner, ...columns } = getTableColumns(posts);

/**
 * The user's posts oldest first, one page of `size` at a time (keyset pagination on
 * (created_at, id), so every page costs the same however deep it is), up to and including
 * `last`. Each page is a new query: no transaction or cursor stays open while a slow client
 * downloads.
 */
export async function* postPages(
  user: Pick<SessionUser, "id">,
  last: Cursor,
  size: number,
): AsyncGenerator<ExportablePost[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await database()
      .select({ ...columns, cursor: cursorOf })
      .from(posts)
      .where(
        and(
          eq(posts.userId, user.id),
          after
            ? sql`(${posts.createdAt}, ${posts.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
          sql`(${posts.createdAt}, ${posts.id}) <= (${last.createdAt}::timestamptz, ${last.id}::uuid)`,
        ),
      )
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(size);
    const tail = rows.at(-1);
    if (!tail) return;
    yield rows.map(({ cursor: _cursor, ...post }) => ({ ...post, userId: user.id }));
    if (rows.length < size || tail.id === last.id) return;
    after = { createdAt: tail.cursor, id: tail.id };
  }
}
