import { fingerprintOf } from "../voice/fingerprint";
import { voiceMatch } from "../voice/match";
import { aiSearchChecks, hasStatisticsCheck } from "./ai-search";
import { evidenceChecks } from "./evidence";
import { lengthRulesOf } from "./language-rules";
import { machineFindings, machinePhrasingCheck, reportOf } from "./machine-written";
import { readabilityChecks, readingEaseOf } from "./readability";
import { unavailableReadability } from "./readability-language";
import {
  ANALYSIS_LANGUAGES,
  type AnalysisInput,
  type AnalysisLanguage,
  type AnalysisReport,
  REPORT_VERSION,
  readabilityScore,
  type Section,
  section,
} from "./report";
import { scoredSeoChecks } from "./seo";
import { seoScore } from "./seo-score";
import { paragraphsOf, parseContent, usesSpaces } from "./text-parts";

export { aiSearchChecks } from "./ai-search";
export { evidenceChecks } from "./evidence";
export { countCitations, countQuotations, geoChecks } from "./geo";
export { lengthRulesOf } from "./language-rules";
export {
  MACHINE_PATTERNS,
  type MachinePattern,
  machineFindings,
  machineWritten,
  phrasesToAvoid,
} from "./machine-written";
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
  REPORT_VERSION,
  type Section,
  sectionSchema,
} from "./report";
export { type FlaggedSentence, flaggedSentences } from "./sentence-flags";
export { seoChecks, TEXT_LENGTH_TARGETS } from "./seo";
export { findFaq } from "./structured-data";
export { paragraphsOf, parseContent } from "./text-parts";

/** The meta description's length in characters the analyser rates good for a language (min exclusive). */
export function metaLengthOf(language: string): { min: number; max: number } {
  const known = (ANALYSIS_LANGUAGES as readonly string[]).includes(language);
  const { min, max } = lengthRulesOf(known ? (language as AnalysisLanguage) : "en").meta;
  return { min: min + 1, max };
}
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
 * The checks this language has no rules for, so the report can say so instead of measuring the
 * text with another language's: reading ease, passive voice and transition words without a
 * formula or word list, statistics sources (English attribution phrases), and for Chinese and
 * Japanese the checks that compare first words or keyphrase density.
 */
export function unavailableChecks(language: AnalysisLanguage): string[] {
  return [
    ...unavailableReadability(language),
    ...(usesSpaces(language) ? [] : ["sentence-beginnings", "keyword-density"]),
    ...(hasStatisticsCheck(language) ? [] : ["statistics-sources"]),
  ];
}

/**
 * Analyses a post for SEO, readability and AI-search readiness. Pure and deterministic: the same
 * input always gives the same report, which is plain JSON (stored in a jsonb column).
 */
export function analyzeContent(input: AnalysisInput): AnalysisReport {
  const parsed = parseContent(input.html, input.language);
  const scored = scoredSeoChecks(input, parsed);
  const seo = section(
    scored.map((s) => s.check),
    seoScore(scored),
  );
  // The machine-written check (issue 29) counts in the readability score like the others.
  const machine = machineFindings(parsed, input.language);
  const machineCheck = machinePhrasingCheck(machine, parsed.words);
  const readable = [...readabilityChecks(input, parsed), ...(machineCheck ? [machineCheck] : [])];
  // As in Yoast, reading ease informs but does not count towards the readability score; a
  // language with passive voice and transition words has Yoast's full-support penalties.
  const penalised = readable.filter((c) => c.id !== "flesch-reading-ease");
  const unavailable = unavailableChecks(input.language);
  const fullSupport = !unavailable.some(
    (id) => id === "passive-voice" || id === "transition-words",
  );
  const readability = section(readable, readabilityScore(penalised, fullSupport));
  const aiSearch = section(aiSearchChecks(input, parsed));
  // The Evidence section informs; it does not count towards the overall score.
  const evidence = input.evidence ? section(evidenceChecks(input.evidence)) : undefined;
  // The Voice section informs too: the piece's fingerprint against its voice's.
  const voice = input.voice && {
    id: input.voice.id,
    name: input.voice.name,
    ...voiceMatch(fingerprintOf([input.html], input.language), input.voice.fingerprint),
  };
  return {
    version: REPORT_VERSION,
    overall: overallOf({ seo, readability, aiSearch }),
    seo,
    readability,
    aiSearch,
    ...(evidence ? { evidence } : {}),
    ...(voice ? { voice } : {}),
    ...(machine.sentences.length > 0 ? { machineWritten: reportOf(machine) } : {}),
    unavailable,
    stats: {
      words: parsed.words,
      sentences: parsed.sentences.length,
      paragraphs: paragraphsOf(parsed.blocks).length,
      headings: parsed.headingCounts,
      readingMinutes: Math.max(1, Math.ceil(parsed.words / WORDS_PER_MINUTE)),
      fleschReadingEase: readingEaseOf(parsed, input.language),
    },
  };
}
