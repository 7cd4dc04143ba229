import type { AnalysisLanguage } from "@domain/analysis";
import { fingerprintOf } from "@domain/voice/fingerprint";
import { voiceMatch } from "@domain/voice/match";
import type { ReadyVoice } from "../voices";

/**
 * A block's match with the voice, 0-100: the block's own fingerprint against the voice's, the
 * report's Voice score measured on the block alone ("Match my voice" of the piece picks the
 * blocks furthest off, ./targets-voice.ts).
 */
export function voiceScoreOf(
  voice: Pick<ReadyVoice, "fingerprint">,
  language: AnalysisLanguage,
): (html: string) => number {
  return (html) => voiceMatch(fingerprintOf([html], language), voice.fingerprint).score;
}
