import {
  ANALYSIS_LANGUAGES,
  type AnalysisLanguage,
  type AnalysisReport,
  analysisReportSchema,
  analyzeContent,
} from "@domain/analysis";
import { type ContentType, isContentType } from "@domain/content-types";

export function analysisLanguage(language: string): AnalysisLanguage {
  return (ANALYSIS_LANGUAGES as readonly string[]).includes(language)
    ? (language as AnalysisLanguage)
    : "en";
}

export function analysisContentType(type: string): ContentType {
  return isContentType(type) ? type : "blog";
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
};

/**
 * A post's analysis report: the stored one, or, when it was stored by an older analyser (version
 * 1 wrote English sentences, not message keys), the post analysed again so the report can be read
 * in any language. Nothing is written: the next save stores the current version.
 */
export function reportOf(post: StoredPost): AnalysisReport {
  const stored = analysisReportSchema.safeParse(post.analysis);
  if (stored.success) return stored.data;
  return analyzeContent({
    html: post.content,
    title: post.title,
    metaDescription: post.metaDescription ?? "",
    slug: post.slug ?? "",
    keywords: post.keywords,
    contentType: analysisContentType(post.contentType),
    language: analysisLanguage(post.language),
  });
}
