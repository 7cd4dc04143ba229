import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { assertPostId, POST_NOT_FOUND } from "./post-id";

/** Deletes one of the user's own posts; another user's id is NotFound and their row stays. */
export async function deletePost(user: Pick<SessionUser, "id">, id: string): Promise<void> {
  assertPostId(id);
  const deleted = await database()
    .delete(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id)))
    .returning({ id: schema.blogPosts.id });
  if (deleted.length === 0) throw new NotFound(POST_NOT_FOUND);
}
