import { PLANS } from "@domain/plans";
import type { PostEditInput } from "@domain/post-edit";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { assertPostId, POST_NOT_FOUND } from "./post-id";
import { prepareEdit } from "./prepare-edit";

/**
 * Saves the editor's changes to one of the user's own posts and returns the stored row. Another
 * user's id is NotFound, exactly like a missing one, and changes nothing. The body is sanitised,
 * its words counted and the analysis made again here; the row is locked between reading what
 * the analyser needs and writing, so a concurrent save cannot mix the two.
 */
export async function updatePost(
  user: Pick<SessionUser, "id"> & Partial<Pick<SessionUser, "tier">>,
  id: string,
  input: PostEditInput,
) {
  assertPostId(id);
  const owned = and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id));
  return database().transaction(async (tx) => {
    const [current] = await tx
      .select({
        contentType: schema.blogPosts.contentType,
        language: schema.blogPosts.language,
        slug: schema.blogPosts.slug,
        metaDescription: schema.blogPosts.metaDescription,
        evidence: schema.blogPosts.evidence,
        updatedAt: schema.blogPosts.updatedAt,
      })
      .from(schema.blogPosts)
      .where(owned)
      .for("update");
    if (!current) throw new NotFound(POST_NOT_FOUND);
    if (input.version && input.version !== current.updatedAt.toISOString()) {
      throw new Conflict("POST_CHANGED", "editor:saveFailed.changed", {
        title: "editor:saveFailed.title",
      });
    }
    const [saved] = await tx
      .update(schema.blogPosts)
      .set({
        ...prepareEdit(input, {
          ...current,
          focusKeyphrases: PLANS[user.tier ?? "free"].focusKeyphrases,
        }),
        updatedAt: sql`now()`,
      })
      .where(owned)
      .returning();
    if (!saved) throw new NotFound(POST_NOT_FOUND);
    return saved;
  });
}
