import { type AnalysisInput, analyzeContent } from "@domain/analysis";
import type { Evidence } from "@domain/evidence";
import { sanitizeHtml } from "@domain/html/sanitize";
import type { PostEditInput } from "@domain/post-edit";
import { countWords } from "@domain/text";
import { analysisContentType, analysisLanguage, evidenceInput } from "./analysis";

/** What an edit keeps from the stored post: the fields the analyser reads but the editor does not change. */
export type EditContext = {
  contentType: string;
  language: string;
  slug: string | null;
  metaDescription: string | null;
  /** Keywords the report checks one by one (the owner's plan: multi-keyword targeting). */
  focusKeyphrases?: number;
  /** The post's latest fact check: the report keeps its Evidence section (made again by the next check). */
  evidence?: Evidence | null;
  /** The post's voice (issue 29): given, the report has a Voice section. */
  voice?: AnalysisInput["voice"] | null;
};

/**
 * Turns an edit into the columns that are stored: the body sanitised with the shared allow-list,
 * its words counted here (never trusted from the browser) and the analyser's report made again
 * from the new title, keywords, meta description and body, the same way a generated post gets it (finalize.ts).
 * Pure, so the save path can be tested on any input without a database.
 */
export function prepareEdit(input: PostEditInput, context: EditContext) {
  const content = sanitizeHtml(input.content);
  // Left out of the form: the stored one stays; sent blank: removed (null).
  const metaDescription =
    input.metaDescription === undefined ? context.metaDescription : input.metaDescription;
  const contentType = analysisContentType(context.contentType);
  const analysis = analyzeContent({
    html: content,
    title: input.title,
    metaDescription: metaDescription ?? "",
    slug: context.slug ?? "",
    keywords: input.keywords,
    focusKeyphrases: context.focusKeyphrases,
    contentType,
    language: analysisLanguage(context.language),
    evidence: evidenceInput(context.evidence),
    ...(context.voice ? { voice: context.voice } : {}),
  });
  return {
    title: input.title,
    topic: input.topic,
    description: input.description,
    keywords: input.keywords,
    tone: input.tone,
    audience: input.audience,
    content,
    metaDescription,
    wordCount: countWords(content),
    analysis,
  };
}
