/**
 * A fingerprint's measures as a writer reads them (issue 29): each value with its unit, shares as
 * percentages, in the language's own number format (domain/voice/fingerprint-schema.ts says what
 * each measure counts).
 */
import type { Language } from "@domain/languages";
import type { VoiceMeasure } from "@domain/voice/fingerprint-schema";
import { formatNumber } from "~/lib/format";

type Unit =
  | "words"
  | "characters"
  | "sentences"
  | "per100"
  | "perSentence"
  | "ofSentences"
  | "ofWords";

/** How each measure is written: its unit (none for a plain score) and a share (0-1) or not. */
const UNITS: Record<VoiceMeasure, Unit | "share" | "plain"> = {
  sentenceLength: "words",
  sentenceSpread: "plain",
  paragraphLength: "sentences",
  paragraphSpread: "plain",
  readingEase: "plain",
  passiveShare: "ofSentences",
  transitionShare: "ofSentences",
  firstPerson: "per100",
  firstPersonPlural: "per100",
  secondPerson: "per100",
  contractions: "per100",
  questions: "ofSentences",
  exclamations: "ofSentences",
  vocabularyRichness: "share",
  wordLength: "characters",
  commas: "perSentence",
  dashes: "per100",
  semicolons: "per100",
  parentheses: "per100",
  emoji: "per100",
  formality: "plain",
  thirdPerson: "per100",
  quotations: "ofWords",
  longWords: "ofWords",
  negations: "per100",
};

type UnitT = (key: `units.${Unit}`, options: { value: string }) => string;

/** "14.2 words", "12% of sentences", "0.8 per 100 words", "0.45"... */
export function measureText(
  t: UnitT,
  language: string,
  voiceLanguage: Language,
  measure: VoiceMeasure,
  value: number,
): string {
  const unit = UNITS[measure];
  const one = (n: number) => formatNumber(language, n, { maximumFractionDigits: 1 });
  if (unit === "plain") return formatNumber(language, value, { maximumFractionDigits: 2 });
  if (unit === "share")
    return formatNumber(language, value, { style: "percent", maximumFractionDigits: 0 });
  if (unit === "ofSentences" || unit === "ofWords")
    return t(`units.${unit}`, {
      value: formatNumber(language, value, { style: "percent", maximumFractionDigits: 0 }),
    });
  // Chinese and Japanese sentences are counted in characters.
  if (unit === "words" && (voiceLanguage === "zh" || voiceLanguage === "ja"))
    return t("units.characters", { value: one(value) });
  return t(`units.${unit}`, { value: one(value) });
}
