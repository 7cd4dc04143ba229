import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, MESSAGES_CSV } from "@domain/admin";
import { csvRow } from "@domain/csv";
import { count, desc, eq, sql } from "drizzle-orm";
import { database, schema } from "../db";
import { NotFound } from "../errors";

const c = schema.contactSubmissions;
const EXPORT_BATCH = 500;

/** A contact message's id must be a uuid; anything else is simply not found. */
function checkedId(id: string | undefined): string {
  if (!id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw new NotFound(ADMIN_MESSAGES.messageNotFound);
  return id;
}

/** One page of contact messages, newest first, with how many are unread in all. */
export async function messagePage(page: number) {
  const db = database();
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(c)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${c.readAt} is null)::int`,
      })
      .from(c),
  ]);
  const total = totals?.total ?? 0;
  return {
    messages: rows,
    total,
    unread: totals?.unread ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

/** One message (reading it changes nothing: opening it in the tab marks it read). */
export async function getMessage(id: string | undefined) {
  const [row] = await database()
    .select()
    .from(c)
    .where(eq(c.id, checkedId(id)));
  if (!row) throw new NotFound(ADMIN_MESSAGES.messageNotFound);
  return row;
}

/** Marks a message read (the first time is kept) or unread again. */
export async function setMessageRead(id: string | undefined, read: boolean) {
  const [row] = await database()
    .update(c)
    .set({ readAt: read ? sql`coalesce(${c.readAt}, now())` : null })
    .where(eq(c.id, checkedId(id)))
    .returning();
  if (!row) throw new NotFound(ADMIN_MESSAGES.messageNotFound);
  return row;
}

export async function deleteMessage(id: string | undefined): Promise<void> {
  const removed = await database()
    .delete(c)
    .where(eq(c.id, checkedId(id)))
    .returning({ id: c.id });
  if (removed.length === 0) throw new NotFound(ADMIN_MESSAGES.messageNotFound);
}

/**
 * Every contact message as CSV lines, newest first, read in batches by keyset (created_at, id)
 * so memory stays flat however many there are; cells are escaped and formula-safe (domain/csv).
 * The header and the read column's yes/no are `MESSAGES_CSV`'s keys in the admin's language
 * (`t`, the request's translation).
 */
export async function* messagesCsv(t: (key: string) => string): AsyncGenerator<string> {
  yield csvRow(MESSAGES_CSV.columns.map((key) => t(key)));
  const [yes, no] = [t(MESSAGES_CSV.yes), t(MESSAGES_CSV.no)];
  // The cursor is the timestamp as PostgreSQL's text (microseconds; a JS Date keeps only ms).
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await database()
      .select({ row: c, at: sql<string>`${c.createdAt}::text` })
      .from(c)
      .where(
        after
          ? sql`(${c.createdAt}, ${c.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      )
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(EXPORT_BATCH);
    for (const { row } of rows)
      yield csvRow([
        row.createdAt.toISOString(),
        row.name,
        row.email,
        row.subject,
        row.message,
        row.readAt ? yes : no,
      ]);
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    after = { at: last.at, id: last.row.id };
  }
}
