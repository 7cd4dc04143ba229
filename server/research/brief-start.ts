import type { StartResearchBrief } from "@domain/api/research-briefs";
import { fromHalves } from "@domain/credits";
import { EVIDENCE_MESSAGES } from "@domain/evidence";
import { EVIDENCE_COSTS } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { schema } from "../db";
import { NotFound } from "../errors";
import { inStartTransaction } from "../jobs";
import { researchBriefJob } from "./brief-job";
import { reserveEvidenceCost } from "./errors";
import { readySources } from "./retrieve";

/**
 * Starts a research brief for the signed-in user: the sources (and the post, when given) are
 * checked to be theirs first, then in ONE transaction half a credit is reserved (the month's
 * usage row locked, so concurrent starts never pass the limit together; admins are unlimited),
 * the row stored and its job enqueued. Returns the brief's id at once.
 */
export async function startResearchBrief(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  input: StartResearchBrief,
  now = new Date(),
): Promise<{ id: string }> {
  await readySources(user, input.sourceIds);
  const postId = input.postId;
  return inStartTransaction(null, async (tx, client) => {
    if (postId) {
      // Held until the brief is stored: a post deleted meanwhile is "not found", never a
      // foreign-key failure.
      const [post] = await tx
        .select({ id: schema.blogPosts.id })
        .from(schema.blogPosts)
        .where(and(eq(schema.blogPosts.id, postId), eq(schema.blogPosts.userId, user.id)))
        .for("key share");
      if (!post) throw new NotFound(EVIDENCE_MESSAGES.notFound);
    }
    const costHalves = EVIDENCE_COSTS.researchBriefHalves;
    await reserveEvidenceCost(tx, user, costHalves, now);
    const [row] = await tx
      .insert(schema.researchBriefs)
      .values({
        userId: user.id,
        sourceIds: [...new Set(input.sourceIds)],
        topic: input.topic,
        language: input.language,
        postId: input.postId ?? null,
        credit: fromHalves(costHalves),
        monthYear: monthKey(now),
        createdAt: now,
      })
      .returning({ id: schema.researchBriefs.id });
    if (!row) throw new Error("research brief not created");
    await researchBriefJob.enqueue(client, row.id);
    return { id: row.id };
  });
}
