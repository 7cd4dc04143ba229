/**
 * POST /api/posts/{id}/analysis (issue 28, the editor's Report panel): the analyser's report of
 * a draft (the editor's unsaved title, keywords, meta description and body), made with the
 * post's stored context exactly as a save would make it (its content type, language, the plan's
 * focus keyphrases, its latest fact check), and nothing saved. The post's owner only: anyone
 * else's id is 404 like a missing one.
 */
import { z } from "zod";
import { editDocumentSchema } from "../ai-edits";
import { analysisReportSchema } from "../analysis/report";
import { MAX_HTML_LENGTH } from "../html/sanitize";
import { contract } from "./contract";

const MIB = 1024 * 1024;

/** The draft: the fields the report reads, bounded as the editor's save and its AI edits bound them. */
export const postDraftSchema = editDocumentSchema
  .pick({ title: true, keywords: true, metaDescription: true })
  .extend({ html: z.string().max(MAX_HTML_LENGTH) });
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
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});
