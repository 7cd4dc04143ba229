/**
 * A voice's fingerprint as targets a model can aim at (issue 29): one line per measure the
 * fingerprint has, in plain English numbers ("Sentences: about 14 words on average, ..."). The
 * prompts carry these lines as data inside the voice's fence, beside the guide.
 */
import type { Fingerprint, VoiceMeasure } from "./fingerprint-schema";

const one = (n: number) => Math.round(n * 10) / 10;
const percent = (share: number) => `${Math.round(share * 100)}%`;
const spread = (cv: number) => (cv < 0.35 ? "even" : cv < 0.6 ? "varied" : "very varied");

const LINES: Partial<Record<VoiceMeasure, (value: number, fp: Fingerprint) => string>> = {
  sentenceLength: (v, fp) =>
    `Sentence length: about ${one(v)} ${fp.language === "zh" || fp.language === "ja" ? "characters" : "words"} on average`,
  sentenceSpread: (v) => `Sentence lengths: ${spread(v)} (variation ${one(v)})`,
  paragraphLength: (v) => `Paragraphs: about ${one(v)} sentences each`,
  readingEase: (v) => `Reading ease: about ${Math.round(v)}`,
  passiveShare: (v) => `Passive voice: ${percent(v)} of sentences`,
  transitionShare: (v) => `Transition words: in ${percent(v)} of sentences`,
  firstPerson: (v) => `First person singular (I, me, my): ${one(v)} per 100 words`,
  firstPersonPlural: (v) => `First person plural (we, us, our): ${one(v)} per 100 words`,
  secondPerson: (v) => `Second person (you, your): ${one(v)} per 100 words`,
  thirdPerson: (v) => `Third person (he, she, they): ${one(v)} per 100 words`,
  contractions: (v) => `Contractions: ${one(v)} per 100 words`,
  negations: (v) => `Negations (not, no, never): ${one(v)} per 100 words`,
  questions: (v) => `Questions: ${percent(v)} of sentences`,
  exclamations: (v) => `Exclamations: ${percent(v)} of sentences`,
  quotations: (v) => `Quotations and dialogue: ${percent(v)} of words`,
  longWords: (v) => `Long words (seven letters or more): ${percent(v)} of words`,
  commas: (v) => `Commas: ${one(v)} per sentence`,
  dashes: (v) => `Dashes: ${one(v)} per 100 words`,
  semicolons: (v) => `Semicolons and colons: ${one(v)} per 100 words`,
  parentheses: (v) => `Parentheses: ${one(v)} per 100 words`,
  emoji: (v) => `Emoji: ${one(v)} per 100 words`,
};

/** The fingerprint's targets, one line each, for a prompt's voice fence. */
export function voiceTargets(fingerprint: Fingerprint): string[] {
  const lines: string[] = [];
  for (const [measure, line] of Object.entries(LINES) as [VoiceMeasure, typeof LINES.commas][]) {
    const value = fingerprint.measures[measure];
    if (typeof value === "number" && Number.isFinite(value) && line)
      lines.push(line(value, fingerprint));
  }
  if (fingerprint.phrases.length > 0)
    lines.push(`Phrases the writer often uses: ${fingerprint.phrases.join("; ")}`);
  return lines;
}
