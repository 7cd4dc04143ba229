/**
 * The events the app emits (issue 30), as listeners server/main.ts registers at start-up (so the
 * modules that change things import nothing of this one): a generation's end
 * (`onGenerationFinished`, inside the transaction that marks it succeeded or failed) and a post's
 * change (`onPostSaved`, inside the save's transaction). Payloads carry ids, status and titles,
 * never a post's text.
 */
import { eq } from "drizzle-orm";
import { schema } from "../db";
import type { JobTx } from "../jobs";
import { emitWebhookEvent } from "./emit";

async function titleOf(tx: JobTx, postId: string | null): Promise<string | null> {
  if (!postId) return null;
  const [post] = await tx
    .select({ title: schema.blogPosts.title })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, postId));
  return post?.title ?? null;
}

type FinishedGeneration = typeof schema.generations.$inferSelect;
type SavedPost = typeof schema.blogPosts.$inferSelect;

export async function generationEnded(tx: JobTx, generation: FinishedGeneration): Promise<void> {
  const succeeded = generation.status === "succeeded";
  if (!succeeded && generation.status !== "failed") return;
  await emitWebhookEvent(tx, {
    userId: generation.userId,
    event: succeeded ? "generation.completed" : "generation.failed",
    data: {
      generationId: generation.id,
      status: generation.status,
      contentType: generation.contentType,
      postId: generation.postId,
      title: await titleOf(tx, generation.postId),
      ...(succeeded ? {} : { error: generation.error ?? null }),
    },
  });
}

/** A post was saved, AI edits accepted, or a version restored (`kind` says which). */
export async function postUpdated(
  tx: JobTx,
  post: SavedPost,
  change: { kind: string },
): Promise<void> {
  await emitWebhookEvent(tx, {
    userId: post.userId,
    event: "post.updated",
    data: {
      postId: post.id,
      title: post.title,
      contentType: post.contentType,
      change: change.kind,
      updatedAt: post.updatedAt.toISOString(),
    },
  });
}
