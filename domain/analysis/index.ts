import { aiSearchChecks } from "./ai-search";
import { fleschOf, readabilityChecks } from "./readability";
import {
  type AnalysisInput,
  type AnalysisReport,
  readabilityScore,
  type Section,
  section,
} from "./report";
import { scoredSeoChecks } from "./seo";
import { seoScore } from "./seo-score";
import { paragraphsOf, parseContent } from "./text-parts";

export { aiSearchChecks } from "./ai-search";
export { readabilityChecks } from "./readability";
export {
  ANALYSIS_LANGUAGES,
  type AnalysisInput,
  type AnalysisLanguage,
  type AnalysisReport,
  type AnalysisStats,
  analysisReportSchema,
  type Check,
  type CheckStatus,
  checkSchema,
  type Section,
  sectionSchema,
} from "./report";
export { seoChecks, TEXT_LENGTH_TARGETS } from "./seo";
export { type JsonLd, structuredData } from "./structured-data";

/** Weights of the sections in the overall score. */
export const SECTION_WEIGHTS = { seo: 0.4, readability: 0.3, aiSearch: 0.3 } as const;

/** Reading speed used for `readingMinutes`, words per minute. */
export const WORDS_PER_MINUTE = 200;

/** The weighted mean of the section scores; sections without checks are left out. */
function overallOf(sections: Record<keyof typeof SECTION_WEIGHTS, Section>): number {
  let total = 0;
  let weights = 0;
  for (const [name, weight] of Object.entries(SECTION_WEIGHTS)) {
    const s = sections[name as keyof typeof SECTION_WEIGHTS];
    if (s.checks.length === 0) continue;
    total += s.score * weight;
    weights += weight;
  }
  return weights === 0 ? 100 : Math.round(total / weights);
}

/**
 * Analyses a post for SEO, readability and AI-search readiness. Pure and deterministic: the same
 * input always gives the same report, which is plain JSON (stored in a jsonb column).
 */
export function analyzeContent(input: AnalysisInput): AnalysisReport {
  const parsed = parseContent(input.html);
  const scored = scoredSeoChecks(input, parsed);
  const seo = section(
    scored.map((s) => s.check),
    seoScore(scored),
  );
  const readable = readabilityChecks(input, parsed);
  // As in Yoast, Flesch reading ease informs but does not count towards the readability score;
  // English has every readability check, so Yoast's full-support penalties apply to it only.
  const penalised = readable.filter((c) => c.id !== "flesch-reading-ease");
  const readability = section(readable, readabilityScore(penalised, input.language === "en"));
  const aiSearch = section(aiSearchChecks(input, parsed));
  return {
    version: 1,
    overall: overallOf({ seo, readability, aiSearch }),
    seo,
    readability,
    aiSearch,
    stats: {
      words: parsed.words,
      sentences: parsed.sentences.length,
      paragraphs: paragraphsOf(parsed.blocks).length,
      headings: parsed.headingCounts,
      readingMinutes: Math.max(1, Math.ceil(parsed.words / WORDS_PER_MINUTE)),
      fleschReadingEase: fleschOf(parsed, input.language),
    },
  };
}
