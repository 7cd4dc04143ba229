/**
 * Helpers of the publishing DB tests (server/publishing/*.db.test.ts): users, a WordPress
 * connection, a publication's row, what a scripted platform client answers.
 */
import type { Database } from "@server/db";
import { schema } from "@server/db";
import type { AppError } from "@server/errors";
import { createConnection } from "@server/publishing";
import { eq } from "drizzle-orm";
import { insertUser } from "./factories";
import { waitUntil } from "./generation";

export type PublishingUser = { id: string; tier: "free" | "lite"; isAdmin: boolean };

export async function publishingUser(
  db: Database,
  tier: "free" | "lite" = "lite",
): Promise<PublishingUser> {
  const row = await insertUser(db);
  return { id: row.id, tier, isAdmin: false };
}

/** A WordPress connection of the user's at `https://{name}.example`. */
export async function wordpressSite(user: PublishingUser, name = "Blog") {
  const { connection } = await createConnection(user, {
    platform: "wordpress",
    name,
    siteUrl: `https://${name.toLowerCase()}.example`,
    username: "editor",
    secret: "abcd efgh ijkl mnop",
  });
  return connection;
}

export async function publicationRow(db: Database, id: string) {
  const [row] = await db.select().from(schema.publications).where(eq(schema.publications.id, id));
  if (!row) throw new Error("no publication");
  return row;
}

/** The publication's row once it reaches `status`. */
export const publicationSettled = (db: Database, id: string, status: string) =>
  waitUntil(
    () => publicationRow(db, id),
    (row) => row.status === status,
    30_000,
  );

/** The error a call fails with (the test fails when it does not). */
export async function failureOf(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("did not fail");
}

/** What a platform client answers for a post it holds. */
export const remotePost = (id: string, status: "live" | "draft" = "live") => ({
  id,
  url: `https://blog.example/${id}`,
  status,
  notes: [],
  media: null,
});

export const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
