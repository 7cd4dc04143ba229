import { AI_EDIT_MESSAGES, aiEditResultSchema } from "@domain/ai-edits";
import { type AiEdit, type AiEditPhase, aiEditInputSchema } from "@domain/api/ai-edits";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { aiEditJob } from "./job";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const edits = schema.aiEdits;
type User = Pick<SessionUser, "id">;
type Row = typeof edits.$inferSelect;

/** An edit as the API answers it: the request without its body, the state, the text, the result. */
export function toAiEdit(row: Row): AiEdit {
  const input = aiEditInputSchema.safeParse(row.input);
  const result = aiEditResultSchema.safeParse(row.result);
  return {
    id: row.id,
    postId: row.postId,
    action: row.action as AiEdit["action"],
    input: input.success ? input.data : {},
    status: row.status,
    phase: row.phase as AiEditPhase,
    percent: row.percent,
    error: row.error,
    text: row.text,
    result: row.result && result.success ? result.data : null,
    baseHash: row.baseHash,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

async function ownRow(user: User, id: string): Promise<Row> {
  if (!UUID.test(id)) throw new NotFound(AI_EDIT_MESSAGES.notFound);
  const [row] = await database()
    .select()
    .from(edits)
    .where(and(eq(edits.id, id), eq(edits.userId, user.id)));
  if (!row) throw new NotFound(AI_EDIT_MESSAGES.notFound);
  return row;
}

/** One of the user's AI edits (404 for anyone else's or a malformed id). */
export async function aiEditFor(user: User, id: string): Promise<AiEdit> {
  return toAiEdit(await ownRow(user, id));
}

/**
 * The edits of one of the user's posts that finished but were not reviewed yet, newest first:
 * the editor offers them again after a reload (placed only on the body they were asked on,
 * `baseHash`). Another user's post has none.
 */
export async function pendingEditsOf(user: User, postId: string): Promise<AiEdit[]> {
  if (!UUID.test(postId)) return [];
  const rows = await database()
    .select()
    .from(edits)
    .where(
      and(
        eq(edits.userId, user.id),
        eq(edits.postId, postId),
        eq(edits.status, "succeeded"),
        isNull(edits.reviewedAt),
      ),
    )
    .orderBy(desc(edits.createdAt));
  return rows.map(toAiEdit);
}

/** Marks one of the user's edits reviewed (its changes accepted or rejected); once. */
export async function markReviewed(user: User, id: string, now = new Date()): Promise<AiEdit> {
  await ownRow(user, id);
  const [row] = await database()
    .update(edits)
    .set({ reviewedAt: now, updatedAt: now })
    .where(and(eq(edits.id, id), eq(edits.userId, user.id), isNull(edits.reviewedAt)))
    .returning();
  return toAiEdit(row ?? (await ownRow(user, id)));
}

/**
 * Stops one of the user's edits while it is queued or running: it fails (edits:errors.failed) and
 * no longer counts against the day's allowance; a worker still writing it can no longer save it.
 * A finished edit is answered as it is.
 */
export async function cancelAiEdit(user: User, id: string): Promise<AiEdit> {
  await ownRow(user, id);
  await aiEditJob.fail(database(), id, AI_EDIT_MESSAGES.failed);
  return toAiEdit(await ownRow(user, id));
}
