import type { FactCheckRun, StartFactCheck } from "@domain/api/fact-checks";
import { fromHalves } from "@domain/credits";
import { EVIDENCE_MESSAGES, type EvidencePhase, evidenceSchema } from "@domain/evidence";
import { EVIDENCE_COSTS } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { inStartTransaction } from "../jobs";
import { factCheckJob } from "./check-job";
import { reserveEvidenceCost } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const checks = schema.factChecks;
type User = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/**
 * Starts a fact check of one of the user's posts, in ONE transaction: the post must be the
 * user's (404 otherwise, exactly like a missing one); the sources are those given (each one of
 * the user's ready sources, else 404) or the post's own (those still kept); half a credit
 * (EVIDENCE_COSTS.factCheckHalves) is reserved when there are sources, nothing without (no model
 * is called: every claim comes back unverified); the check is stored and its job enqueued.
 */
export async function startFactCheck(
  user: User,
  postId: string,
  request: StartFactCheck,
  now = new Date(),
): Promise<{ id: string }> {
  if (!UUID.test(postId)) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  return inStartTransaction(null, async (tx, client) => {
    const [post] = await tx
      .select({ sourceIds: schema.blogPosts.sourceIds })
      .from(schema.blogPosts)
      .where(and(eq(schema.blogPosts.id, postId), eq(schema.blogPosts.userId, user.id)))
      // Held until the check is stored: a post being deleted meanwhile is "not found", never a
      // foreign-key failure.
      .for("key share");
    if (!post) throw new NotFound(EVIDENCE_MESSAGES.notFound);
    const asked = [...new Set(request.sourceIds ?? post.sourceIds)];
    const ready =
      asked.length === 0
        ? []
        : await tx
            .select({ id: schema.sources.id })
            .from(schema.sources)
            .where(
              and(
                eq(schema.sources.userId, user.id),
                eq(schema.sources.status, "ready"),
                inArray(schema.sources.id, asked),
              ),
            );
    const kept = new Set(ready.map((row) => row.id));
    // Sources named in the request must all be the user's; the post's own may have been deleted.
    if (request.sourceIds && kept.size !== asked.length)
      throw new NotFound(EVIDENCE_MESSAGES.sourceNotFound);
    const sourceIds = asked.filter((id) => kept.has(id));
    const costHalves = sourceIds.length > 0 ? EVIDENCE_COSTS.factCheckHalves : 0;
    if (costHalves > 0) await reserveEvidenceCost(tx, user, costHalves, now);
    const [row] = await tx
      .insert(checks)
      .values({
        userId: user.id,
        postId,
        sourceIds,
        credit: fromHalves(costHalves),
        monthYear: monthKey(now),
        createdAt: now,
      })
      .returning({ id: checks.id });
    if (!row) throw new Error("fact check not created");
    await factCheckJob.enqueue(client, row.id);
    return { id: row.id };
  });
}

/** One of the user's fact checks (404 for anyone else's or a malformed id). */
export async function factCheckFor(
  user: Pick<SessionUser, "id">,
  id: string,
): Promise<FactCheckRun> {
  if (!UUID.test(id)) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  const [row] = await database()
    .select()
    .from(checks)
    .where(and(eq(checks.id, id), eq(checks.userId, user.id)));
  if (!row) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  const evidence = evidenceSchema.safeParse(row.evidence);
  return {
    id: row.id,
    status: row.status,
    phase: row.phase as EvidencePhase,
    percent: row.percent,
    error: row.error,
    credit: row.credit,
    postId: row.postId,
    sourceIds: row.sourceIds,
    evidence: row.evidence && evidence.success ? evidence.data : null,
  };
}
