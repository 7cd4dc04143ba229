import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { assertPostId, POST_NOT_FOUND } from "./post-id";

/** One of the user's own posts; another user's id is NotFound, exactly like a missing one. */
export async function getPost(user: Pick<SessionUser, "id">, id: string) {
  assertPostId(id);
  const [post] = await database()
    .select()
    .from(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id)));
  if (!post) throw new NotFound(POST_NOT_FOUND);
  return post;
}
