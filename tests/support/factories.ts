import { randomUUID } from "node:crypto";
import type { Database } from "@server/db";
import { schema } from "@server/db";
import { pgErrorCode } from "@server/errors";
import { sql } from "drizzle-orm";

/** Inserts a user (the identity row only) and returns it. */
export async function insertUser(
  db: Database,
  overrides: Partial<typeof schema.user.$inferInsert> = {},
) {
  const id = overrides.id ?? randomUUID();
  const [row] = await db
    .insert(schema.user)
    .values({ id, name: "Test User", email: `${id}@example.test`, ...overrides })
    .returning();
  if (!row) throw new Error("insertUser: no row returned");
  return row;
}

/** The PostgreSQL error code of a failed statement (23505 unique, 23514 check, 23503 foreign key). */
export async function statementErrorCode(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    return pgErrorCode(error);
  }
}

/** Inserts one of a user's posts (a blog post with a short body unless overridden) and returns it. */
export async function insertPost(
  db: Database,
  userId: string,
  overrides: Partial<typeof schema.blogPosts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(schema.blogPosts)
    .values({
      userId,
      title: "A test post",
      topic: "testing",
      description: "A post made by a test.",
      keywords: ["testing"],
      tone: "professional",
      audience: "developers",
      content: "<h2>Heading</h2><p>Some words for the test.</p>",
      wordCount: 6,
      contentType: "blog",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertPost: no row returned");
  return row;
}

/**
 * Runs `run` while a table is out of reach (renamed), the way a database failure looks to the
 * code that reads it; the table is back afterwards, whatever happened. For a test's own database.
 */
export async function withTableAway<T>(db: Database, table: string, run: () => Promise<T>) {
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

/**
 * A finished idea set of the user's with these scores (a run and its ideas), as the model would
 * have left it: the Ideas tab shows it as the latest set. Returns the ideas in order.
 */
export async function insertIdeaSet(
  db: Database,
  userId: string,
  options: { scores?: number[]; niche?: string; platform?: string; bookmarked?: boolean } = {},
) {
  const { scores = [9, 6, 3], niche = "specialty coffee", platform = "instagram" } = options;
  const [run] = await db
    .insert(schema.ideaRuns)
    .values({
      userId,
      platform,
      niche,
      status: "succeeded",
      phase: "done",
      percent: 100,
      credit: "0.5",
      monthYear: new Date().toISOString().slice(0, 7),
      shortBy: Math.max(0, 10 - scores.length),
    })
    .returning();
  if (!run) throw new Error("insertIdeaSet: no run");
  return db
    .insert(schema.contentIdeas)
    .values(
      scores.map((score, index) => ({
        userId,
        runId: run.id,
        position: index + 1,
        platform,
        niche,
        title: `Idea ${index + 1} about ${niche}`,
        hook: `Hook ${index + 1}: what nobody says about ${niche}.`,
        reason: `Reason ${index + 1}: people share what saves them time.`,
        category: "evergreen",
        viralScore: score,
        bookmarked: options.bookmarked ?? false,
        metadata: { platform_tips: `Tip ${index + 1}`, format: "carousel" },
      })),
    )
    .returning();
}
