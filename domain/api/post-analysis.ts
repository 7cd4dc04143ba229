/**
 * POST /api/posts/{id}/analysis (issue 28, the editor's Report panel): the analyser's report of
 * a draft (the editor's unsaved title, keywords, meta description and body), made with the
 * post's stored context exactly as a save would make it (its content type, language, the plan's
 * focus keyphrases, its latest fact check; the voice the editor shows, else the post's), and
 * nothing saved. The post's owner only: anyone
 * else's id is 404 like a missing one.
 */
import { z } from "zod";
import { editDocumentSchema } from "../ai-edits";
import { analysisReportSchema } from "../analysis/report";
import { MAX_HTML_LENGTH } from "../html/sanitize";
import { NO_VOICE, VOICE_ID } from "../post-edit";
import { contract } from "./contract";

const MIB = 1024 * 1024;

/** The draft: the fields the report reads, bounded as the editor's save and its AI edits bound them. */
export const postDraftSchema = editDocumentSchema
  .pick({ title: true, keywords: true, metaDescription: true })
  .extend({
    html: z.string().max(MAX_HTML_LENGTH),
    /**
     * The voice the editor shows (issue 29): the report's Voice section measures the draft
     * against it; "none" leaves the section out; left out, the post's stored voice is used.
     */
    voiceId: z.union([z.literal(NO_VOICE), z.string().regex(VOICE_ID)]).optional(),
  });
export type PostDraft = z.infer<typeof postDraftSchema>;

export const postAnalysisResponseSchema = z.object({ report: analysisReportSchema });
export type PostAnalysisResponse = z.infer<typeof postAnalysisResponseSchema>;

export const analysePostDraft = contract({
  id: "analysePostDraft",
  method: "POST",
  path: "/api/posts/:id/analysis",
  summary: "The analyser's report of a draft of one of the user's posts, nothing saved",
  access: "user",
  // A body of HTML up to MAX_HTML_LENGTH characters sent as JSON, where a character can take up
  // to 6 bytes (a `\uXXXX` escape).
  body: { schema: postDraftSchema, limit: 12 * MIB },
  answer: { kind: "json", schema: postAnalysisResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "VOICE_NOT_READY"],
  v1: { scope: "read" },
});
