import { EVIDENCE_MESSAGES } from "@domain/evidence";
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { releaseCredit } from "../usage";
import { assertPostId, POST_NOT_FOUND } from "./post-id";

const checks = schema.factChecks;

/**
 * Deletes one of the user's own posts; another user's id is NotFound and their row stays. A fact
 * check of the post still queued or running is failed first and its credit given back, in the
 * same transaction: the delete cascades to its row, which would otherwise take the reservation
 * with it. The post's row is locked first, in the order a finishing fact check takes its locks
 * (post, then check), so the two wait for each other instead of deadlocking.
 */
export async function deletePost(user: Pick<SessionUser, "id">, id: string): Promise<void> {
  assertPostId(id);
  await database().transaction(async (tx) => {
    const owned = and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id));
    const [post] = await tx
      .select({ id: schema.blogPosts.id })
      .from(schema.blogPosts)
      .where(owned)
      .for("update");
    if (!post) throw new NotFound(POST_NOT_FOUND);
    const open = await tx
      .update(checks)
      .set({
        status: "failed",
        phase: "failed",
        error: EVIDENCE_MESSAGES.failed,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(checks.postId, id),
          eq(checks.userId, user.id),
          inArray(checks.status, ["queued", "running"]),
        ),
      )
      .returning({ userId: checks.userId, monthYear: checks.monthYear, credit: checks.credit });
    for (const reservation of open) await releaseCredit(tx, reservation);
    await tx.delete(schema.blogPosts).where(owned);
  });
}
