/**
 * What the analyser measures in each language, and in what. Yoast's default thresholds (words)
 * apply unless Yoast configures the language otherwise: Spanish and Portuguese allow sentences of
 * 25 words; Japanese is measured in characters (sentences 40, paragraphs 300/400, sections
 * 600/700, long-form texts 600/500, meta descriptions 60/80). Chinese, which Yoast does not
 * support, is measured in the words `Intl.Segmenter` finds, with the default thresholds.
 */
import type { AnalysisLanguage } from "./report";

export interface LengthRules {
  unit: "words" | "characters";
  /** Yoast SentenceLengthInTextAssessment: recommendedLength. */
  sentenceMax: number;
  /** Yoast ParagraphTooLongAssessment: recommendedLength, maximumRecommendedLength. */
  paragraph: { good: number; ok: number };
  /** Yoast SubheadingDistributionTooLongAssessment: recommendedMaximumLength, farTooMany, applicableIfTextLongerThan. */
  section: { good: number; ok: number; minText: number };
  /**
   * Multiplies the word targets of the text-length check (Yoast's Japanese long-form minimum is
   * 600 characters where the default is 300 words; the shorter types' targets are ours).
   */
  textLengthFactor: number;
  /** Yoast MetaDescriptionLengthAssessment: recommendedMaximumLength and maximumLength. */
  meta: { min: number; max: number };
}

const DEFAULT: LengthRules = {
  unit: "words",
  sentenceMax: 20,
  paragraph: { good: 150, ok: 200 },
  section: { good: 300, ok: 350, minText: 300 },
  textLengthFactor: 1,
  meta: { min: 120, max: 156 },
};

const RULES: Partial<Record<AnalysisLanguage, LengthRules>> = {
  es: { ...DEFAULT, sentenceMax: 25 },
  pt: { ...DEFAULT, sentenceMax: 25 },
  ja: {
    unit: "characters",
    sentenceMax: 40,
    paragraph: { good: 300, ok: 400 },
    section: { good: 600, ok: 700, minText: 600 },
    textLengthFactor: 2,
    meta: { min: 60, max: 80 },
  },
};

export function lengthRulesOf(language: AnalysisLanguage): LengthRules {
  return RULES[language] ?? DEFAULT;
}
