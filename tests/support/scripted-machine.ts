/**
 * The scripted model's plain rewrites of sentences that sound machine-written (issue 29): the
 * Fix of machine-phrasing (./scripted-edits.ts) and the generation's repair pass
 * (server/generation/repair.ts) both get sentences the analyser no longer flags. Sentences the
 * check does not flag are returned unchanged.
 */
import { machineWritten } from "@domain/analysis";
import type { AnalysisLanguage } from "@domain/analysis/report";

/** Plain sentences of different lengths, so a rewritten paragraph is not uniform either. */
const PLAIN = [
  "That part is plain now.",
  "This sentence says the same thing in simpler words than before.",
  "It works.",
  "Here the point comes straight away, without the stock phrases it had.",
];

export function isMachineSentence(sentence: string, language: AnalysisLanguage = "en"): boolean {
  return machineWritten(`<p>${sentence}</p>`, language).sentences.length > 0;
}

/** The `i`th flagged sentence rewritten in plain words; others as they are. */
export function plainSentence(sentence: string, i: number, language: AnalysisLanguage = "en") {
  return isMachineSentence(sentence, language) ? (PLAIN[i % PLAIN.length] ?? sentence) : sentence;
}

/**
 * The answer to the generation's repair prompt: the SENTENCES fence numbered "1. ...", answered
 * as the same numbered lines with each sentence rewritten; null when the prompt is not one.
 */
export function repairAnswerFor(prompt: string): string | null {
  if (!/^Repair: machine-written sentences$/m.test(prompt)) return null;
  const fence = /<<<SENTENCES\n([\s\S]*?)\nSENTENCES>>>/.exec(prompt)?.[1] ?? "";
  const language = (/^Language code: (\w+)$/m.exec(prompt)?.[1] ?? "en") as AnalysisLanguage;
  return [...fence.matchAll(/^(\d+)\. (.*)$/gm)]
    .map(([, n = "", text = ""], i) => `${n}. ${plainSentence(text, i, language)}`)
    .join("\n");
}
