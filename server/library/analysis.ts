import {
  ANALYSIS_LANGUAGES,
  type AnalysisInput,
  type AnalysisLanguage,
  type AnalysisReport,
  analysisReportSchema,
  analyzeContent,
} from "@domain/analysis";
import { type ContentType, isContentType } from "@domain/content-types";
import { type Evidence, evidenceSchema } from "@domain/evidence";

export function analysisLanguage(language: string): AnalysisLanguage {
  return (ANALYSIS_LANGUAGES as readonly string[]).includes(language)
    ? (language as AnalysisLanguage)
    : "en";
}

export function analysisContentType(type: string): ContentType {
  return isContentType(type) ? type : "blog";
}

/** What the analyser reads of a post's fact check: its counts, and whether it had sources. */
export function evidenceInput(evidence: unknown): AnalysisInput["evidence"] {
  const parsed = evidenceSchema.safeParse(evidence);
  return parsed.success
    ? { ...parsed.data.counts, withSources: parsed.data.withSources }
    : undefined;
}

type StoredPost = {
  analysis: unknown;
  content: string;
  title: string;
  metaDescription: string | null;
  slug: string | null;
  keywords: string[];
  contentType: string;
  language: string;
  /** The post's latest fact check (blog_posts.evidence), when it has one. */
  evidence?: Evidence | null;
  /** The post's voice (issue 29, ./post-voice.ts storedVoiceOf): the report's Voice section. */
  voice?: AnalysisInput["voice"];
};

/** A stored post analysed as it is now (with its fact check's counts when it has one). */
export function analysisOf(post: Omit<StoredPost, "analysis">, focusKeyphrases?: number) {
  return analyzeContent({
    html: post.content,
    title: post.title,
    metaDescription: post.metaDescription ?? "",
    slug: post.slug ?? "",
    keywords: post.keywords,
    focusKeyphrases,
    contentType: analysisContentType(post.contentType),
    language: analysisLanguage(post.language),
    evidence: evidenceInput(post.evidence),
    ...(post.voice ? { voice: post.voice } : {}),
  });
}

/**
 * A post's analysis report: the stored one, or, when it was stored by an older analyser (version
 * 1 wrote English sentences, not message keys; version 2 had no evidence section), the post
 * analysed again so the report can be read in any language. Nothing is written: the next save
 * stores the current version.
 */
export function reportOf(post: StoredPost): AnalysisReport {
  const stored = analysisReportSchema.safeParse(post.analysis);
  if (stored.success) return stored.data;
  return analysisOf(post);
}
