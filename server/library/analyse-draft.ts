import type { AnalysisReport } from "@domain/analysis";
import type { AnalyseTextRequest } from "@domain/api/analysis";
import type { PostDraft } from "@domain/api/post-analysis";
import { escapeHtml } from "@domain/html/escape";
import { PLANS } from "@domain/plans";
import type { PostEditInput } from "@domain/post-edit";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";
import { assertPostId, POST_NOT_FOUND } from "./post-id";
import { type ReportVoice, reportVoiceOf } from "./post-voice";
import { type EditContext, prepareEdit } from "./prepare-edit";

/**
 * The analyser's report of a draft of one of the user's own posts (the editor's Report panel):
 * made by the save's own preparation (prepareEdit) from the draft and the post's stored context
 * (content type, language, slug, latest fact check, the plan's focus keyphrases), so it is the
 * report a save of the same draft would store. Nothing is written. Another user's id is
 * NotFound, exactly like a missing one. `voice`: the voice the editor shows, checked by the
 * caller (server/voices voiceChoice; null: none); left out, the post's stored voice.
 */
export async function analyseDraft(
  user: Pick<SessionUser, "id"> & Partial<Pick<SessionUser, "tier">>,
  id: string,
  draft: PostDraft,
  voice?: ReportVoice | null,
): Promise<AnalysisReport> {
  assertPostId(id);
  const [current] = await database()
    .select({
      contentType: schema.blogPosts.contentType,
      language: schema.blogPosts.language,
      slug: schema.blogPosts.slug,
      evidence: schema.blogPosts.evidence,
      voiceId: schema.blogPosts.voiceId,
    })
    .from(schema.blogPosts)
    .where(and(eq(schema.blogPosts.id, id), eq(schema.blogPosts.userId, user.id)));
  if (!current) throw new NotFound(POST_NOT_FOUND);
  const { voiceId, ...context } = current;
  return draftReport(
    user,
    { ...context, voice: await reportVoiceOf(user.id, voice, voiceId) },
    draft,
  );
}

/** What a draft's report reads of the stored post (the fields the editor does not send). */
export type DraftContext = Pick<
  EditContext,
  "contentType" | "language" | "slug" | "evidence" | "voice"
>;

/**
 * The report a save of this draft would store (prepareEdit, with the owner's plan's focus
 * keyphrases as a save counts them): the Report panel shows it and a Fix is refused when its
 * check already passes in it.
 */
export function draftReport(
  user: Partial<Pick<SessionUser, "tier">>,
  context: DraftContext,
  draft: PostDraft,
): AnalysisReport {
  const metaDescription = draft.metaDescription === "" ? null : draft.metaDescription;
  const input: PostEditInput = {
    title: draft.title,
    topic: null,
    description: null,
    keywords: draft.keywords,
    tone: null,
    audience: null,
    content: draft.html,
    metaDescription,
    aiActions: [],
  };
  return prepareEdit(input, {
    ...context,
    metaDescription,
    focusKeyphrases: PLANS[user.tier ?? "free"].focusKeyphrases,
  }).analysis;
}

/**
 * The report of a text sent alone (POST /api/analysis, issue 30): HTML as it is, or plain text
 * made into paragraphs (a blank line between two); the keyword, if any, is the focus keyword.
 * Nothing is read or written.
 */
export function textReport(
  user: Partial<Pick<SessionUser, "tier">>,
  request: AnalyseTextRequest,
): AnalysisReport {
  const html = request.html?.trim()
    ? request.html
    : (request.text ?? "")
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join("");
  const context = {
    contentType: request.contentType,
    language: request.language,
    slug: null,
    evidence: null,
    voice: null,
  };
  return draftReport(user, context, {
    title: request.title ?? "",
    keywords: request.keyword ? [request.keyword] : [],
    metaDescription: "",
    html,
  });
}
