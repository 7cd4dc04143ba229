export { updatePost } from "./update";

import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's own posts; another user's id is NotFound, exactly like a missing one. */
export async function getPost(user: Pick<SessionUser, "id">, id: string) {
  if (!UUID.test(id)) throw new NotFound("Blog post not found");
  const [post] = await database()
    .select()
    .from(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id)));
  if (!post) throw new NotFound("Blog post not found");
  return post;
}

/** PLACEHOLDER (issue 6, library helper): the Library tab's data for ?q=&type=&sort=&page=. */
export async function loadLibraryTab(_user: Pick<SessionUser, "id">, _url: URL) {
  return {};
}
