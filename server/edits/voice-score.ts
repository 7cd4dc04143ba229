import { type AnalysisLanguage, flaggedSentences } from "@domain/analysis";
import type { ReadyVoice } from "../voices";

/**
 * A block's match with the voice, 0-100 ("Match my voice" of the piece picks the blocks furthest
 * off, ./targets-voice.ts). Interim: the distance of the block's mean sentence length (words)
 * from the voice's, until the fingerprint's own match (domain/voice/match.ts) is merged.
 */
export function voiceScoreOf(
  voice: Pick<ReadyVoice, "fingerprint">,
  language: AnalysisLanguage,
): (html: string) => number {
  const target = voice.fingerprint.measures.sentenceLength ?? 0;
  return (html) => {
    const sentences = flaggedSentences(html, language);
    if (sentences.length === 0 || target <= 0) return 100;
    const words = sentences.reduce((n, s) => n + s.text.split(/\s+/).filter(Boolean).length, 0);
    const off = Math.abs(words / sentences.length - target) / target;
    return Math.max(0, Math.round(100 - 100 * off));
  };
}
