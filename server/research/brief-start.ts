import type { StartResearchBrief } from "@domain/api/research-briefs";
import { fromHalves } from "@domain/credits";
import { EVIDENCE_MESSAGES } from "@domain/evidence";
import { EVIDENCE_COSTS } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { AppError, NotFound } from "../errors";
import { inStartTransaction } from "../jobs";
import { getSource } from "../sources";
import { QuotaExceeded, reserveCredit } from "../usage";
import { researchBriefJob } from "./brief-job";

/** No half credit left this month for a brief or a fact check (spec section 8). */
export class InsufficientCredits extends AppError {
  constructor() {
    super("INSUFFICIENT_CREDITS", 402, EVIDENCE_MESSAGES.insufficientCredits);
  }
}

/** Each id is one of the user's sources, ready to be read; else NotFound (never told apart). */
export async function assertReadySources(
  user: Pick<SessionUser, "id">,
  sourceIds: readonly string[],
): Promise<void> {
  for (const id of new Set(sourceIds)) {
    const source = await getSource(user, id).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(EVIDENCE_MESSAGES.sourceNotFound) : error;
    });
    if (source.status !== "ready") throw new NotFound(EVIDENCE_MESSAGES.sourceNotFound);
  }
}

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
  await assertReadySources(user, input.sourceIds);
  if (input.postId) {
    const [post] = await database()
      .select({ id: schema.blogPosts.id })
      .from(schema.blogPosts)
      .where(and(eq(schema.blogPosts.id, input.postId), eq(schema.blogPosts.userId, user.id)));
    if (!post) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  }
  return inStartTransaction(null, async (tx, client) => {
    const costHalves = EVIDENCE_COSTS.researchBriefHalves;
    await reserveCredit(tx, user, costHalves, now).catch((error: unknown) => {
      throw error instanceof QuotaExceeded ? new InsufficientCredits() : error;
    });
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
