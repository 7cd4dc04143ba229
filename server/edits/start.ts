import { createHash } from "node:crypto";
import { AI_EDIT_MESSAGES, type AiEditRequest, onSelection } from "@domain/ai-edits";
import type { AnalysisReport } from "@domain/analysis";
import type { AiEditAllowance } from "@domain/api/ai-edits";
import { evidenceSchema } from "@domain/evidence";
import { utcDayStart } from "@domain/ideas";
import { editLimitsFor } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, count, eq, gte, ne } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { AppError, NotFound } from "../errors";
import { inStartTransaction, type StartTx } from "../jobs";
import { analysisLanguage, draftReport } from "../library";
import { lockUsageRow } from "../usage";
import { type ReadyVoice, readyVoice } from "../voices";
import { aiEditJob } from "./job";
import type { EditJobInput } from "./prompts";
import { type EditTarget, isEmptyTarget, outlineOf, targetOf } from "./targets";
import { voiceScoreOf } from "./voice-score";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const edits = schema.aiEdits;
type User = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/** The day's allowance of AI edits is used up (402 DAILY_LIMIT). */
export class DailyEditLimit extends AppError {
  constructor(limit: number) {
    super("DAILY_LIMIT", 402, AI_EDIT_MESSAGES.dailyLimit, {
      title: AI_EDIT_MESSAGES.dailyLimitTitle,
      params: { limit },
    });
  }
}

/** A Fix of a check that already passes (400, nothing counted). */
export class NothingToFix extends AppError {
  constructor() {
    super("INVALID_INPUT", 400, AI_EDIT_MESSAGES.nothingToFix, { field: "check" });
  }
}

/** "Match my voice" asked for a post without a voice and without one in the request (400). */
export class VoiceRequired extends AppError {
  constructor() {
    super("INVALID_INPUT", 400, AI_EDIT_MESSAGES.voiceRequired, { field: "voiceId" });
  }
}

/**
 * The voice "Match my voice" writes in: the request's, else the post's; one of the user's
 * learned voices (readyVoice: anyone else's is 404, one not learned yet 409 VOICE_NOT_READY).
 */
async function editVoice(
  user: User,
  request: AiEditRequest,
  postVoiceId: string | null,
): Promise<ReadyVoice | null> {
  if (request.action !== "voice") return null;
  const voiceId = request.voiceId ?? postVoiceId;
  if (!voiceId) throw new VoiceRequired();
  return readyVoice(user, voiceId);
}

/** SHA-256 (hex) of the blocks joined by "\n": the body an edit was asked on. */
export function baseHashOf(blocks: readonly string[]): string {
  return createHash("sha256").update(blocks.join("\n")).digest("hex");
}

/** The user's AI edits of the UTC day that count: those not failed. */
export async function editsUsedToday(
  tx: Pick<StartTx, "select">,
  userId: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ used: count() })
    .from(edits)
    .where(
      and(
        eq(edits.userId, userId),
        ne(edits.status, "failed"),
        gte(edits.createdAt, utcDayStart(now)),
      ),
    );
  return row?.used ?? 0;
}

/** The user's AI edits of the UTC day and the plan's daily allowance. */
export async function editAllowance(user: User, now = new Date()): Promise<AiEditAllowance> {
  return {
    used: await editsUsedToday(database(), user.id, now),
    limit: editLimitsFor(user).aiEditsPerDay,
  };
}

/** Whether the check passes (or does not apply) in the report: a Fix has nothing to do then. */
export function checkPasses(report: AnalysisReport, id: string): boolean {
  const sections = [report.seo, report.readability, report.aiSearch, report.evidence];
  const found = sections.flatMap((s) => s?.checks ?? []).find((c) => c.id === id);
  return !found || found.status === "good";
}

/**
 * What an edit's row keeps of its request (ai_edits.input): the request without its body, and
 * under `job` what the job needs of the body (title, keywords, the piece's language, the target
 * it rewrites and, for a piece action, the outline). The job reads it back with jobInputOf.
 */
export function storedInputOf(request: AiEditRequest, pieceLanguage: string, target: EditTarget) {
  const { document, ...asked } = request;
  const job: Omit<EditJobInput, "action" | keyof typeof asked> = {
    title: document.title,
    keywords: document.keywords,
    pieceLanguage,
    target,
    ...(onSelection(request) ? {} : { outline: outlineOf(document.blocks) }),
  };
  return { ...asked, job };
}

/**
 * Starts an AI edit of one of the user's posts, in ONE transaction: the post must be the user's
 * (404 otherwise, exactly like a missing one; held with a key-share lock until the edit is
 * stored); a Fix whose check already passes is refused (400 nothingToFix) before anything is
 * counted, and so is "Match my voice" without a learned voice of the user's (400 voiceRequired,
 * 404, 409 VOICE_NOT_READY); the user's usage row is locked so concurrent starts queue, the day's edits not failed
 * are counted against the plan's allowance (402 DAILY_LIMIT); the edit is stored (the request
 * without its body, with what the job rewrites) and its job enqueued.
 */
export async function startAiEdit(
  user: User,
  postId: string,
  request: AiEditRequest,
  now = new Date(),
): Promise<{ id: string }> {
  if (!UUID.test(postId)) throw new NotFound(AI_EDIT_MESSAGES.notFound);
  return inStartTransaction(null, async (tx, client) => {
    const [post] = await tx
      .select({
        contentType: schema.blogPosts.contentType,
        language: schema.blogPosts.language,
        slug: schema.blogPosts.slug,
        evidence: schema.blogPosts.evidence,
        voiceId: schema.blogPosts.voiceId,
      })
      .from(schema.blogPosts)
      .where(and(eq(schema.blogPosts.id, postId), eq(schema.blogPosts.userId, user.id)))
      .for("key share");
    if (!post) throw new NotFound(AI_EDIT_MESSAGES.notFound);
    const evidence = evidenceSchema.safeParse(post.evidence);
    const language = analysisLanguage(post.language);
    const voice = await editVoice(user, request, post.voiceId);
    const context = {
      language,
      evidence: evidence.success ? evidence.data : null,
      ...(voice ? { voiceScore: voiceScoreOf(voice, language) } : {}),
    };
    const asked = voice ? { ...request, voiceId: voice.id } : request;
    if (request.action === "fix" && request.check) {
      const { document } = request;
      const draft = { ...document, html: document.blocks.join("\n") };
      const report = draftReport(user, { ...post, evidence: context.evidence }, draft);
      if (checkPasses(report, request.check)) throw new NothingToFix();
    }
    const target = targetOf(request, context);
    if (isEmptyTarget(target)) throw new NothingToFix();
    const limit = editLimitsFor(user).aiEditsPerDay;
    await lockUsageRow(tx, user.id, now);
    if ((await editsUsedToday(tx, user.id, now)) >= limit) throw new DailyEditLimit(limit);
    const [row] = await tx
      .insert(edits)
      .values({
        userId: user.id,
        postId,
        action: request.action,
        input: storedInputOf(asked, post.language, target),
        baseHash: baseHashOf(request.document.blocks),
        credit: "0",
        monthYear: monthKey(now),
        createdAt: now,
      })
      .returning({ id: edits.id });
    if (!row) throw new Error("AI edit not created");
    await aiEditJob.enqueue(client, row.id);
    return { id: row.id };
  });
}
