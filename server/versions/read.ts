import { sanitizeHtml } from "@domain/html/sanitize";
import { and, desc, eq } from "drizzle-orm";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { decompressSnapshot, type PostSnapshot } from "./snapshot";

/** "Blog post not found" (server/library POST_NOT_FOUND): a missing post, or someone else's. */
const POST_NOT_FOUND = "account:view.notFound";
/** "Version not found": a missing version of one's own post. */
export const VERSION_NOT_FOUND = "history:errors.notFound";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type VersionSummary = {
  number: number;
  kind: schema.PostVersionKind;
  actions: string[];
  restoredFrom: number | null;
  title: string;
  words: number;
  bytes: number;
  createdAt: Date;
};

/** The post must be the user's own: anything else (a bad id too) is "Blog post not found". */
async function assertOwnPost(user: { id: string }, postId: string) {
  if (!UUID.test(postId)) throw new NotFound(POST_NOT_FOUND);
  const [post] = await database()
    .select({ id: schema.blogPosts.id })
    .from(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, postId), eq(schema.blogPosts.userId, user.id)));
  if (!post) throw new NotFound(POST_NOT_FOUND);
}

/** The versions of one of the user's own posts, newest first (another user's post: NotFound). */
export async function listVersions(
  user: { id: string },
  postId: string,
): Promise<VersionSummary[]> {
  await assertOwnPost(user, postId);
  return database()
    .select({
      number: schema.postVersions.number,
      kind: schema.postVersions.kind,
      actions: schema.postVersions.actions,
      restoredFrom: schema.postVersions.restoredFrom,
      title: schema.postVersions.title,
      words: schema.postVersions.words,
      bytes: schema.postVersions.bytes,
      createdAt: schema.postVersions.createdAt,
    })
    .from(schema.postVersions)
    .where(and(eq(schema.postVersions.postId, postId), eq(schema.postVersions.userId, user.id)))
    .orderBy(desc(schema.postVersions.number));
}

/**
 * One version of one of the user's own posts: what it says and its fields, the body sanitised
 * (a version made before a sanitiser change is shown by today's rules). NotFound otherwise.
 */
export async function readVersion(
  user: { id: string },
  postId: string,
  number: number,
): Promise<VersionSummary & { fields: PostSnapshot }> {
  await assertOwnPost(user, postId);
  const [row] = Number.isSafeInteger(number)
    ? await database()
        .select()
        .from(schema.postVersions)
        .where(
          and(
            eq(schema.postVersions.postId, postId),
            eq(schema.postVersions.userId, user.id),
            eq(schema.postVersions.number, number),
          ),
        )
    : [];
  if (!row) throw new NotFound(VERSION_NOT_FOUND);
  const fields = decompressSnapshot(row.snapshot);
  return {
    number: row.number,
    kind: row.kind,
    actions: row.actions,
    restoredFrom: row.restoredFrom,
    title: row.title,
    words: row.words,
    bytes: row.bytes,
    createdAt: row.createdAt,
    fields: { ...fields, content: sanitizeHtml(fields.content) },
  };
}
