/**
 * How close a piece is to a voice (issue 29): the distance between two fingerprints, each measure's
 * difference divided by its own scale so no measure dominates, capped, and averaged as a root mean square over the measures both have (null
 * measures are left out). The score is 100 for identical fingerprints and falls towards 0 as the
 * distance grows; the three measures furthest off are named, each as a message key of the
 * `voices` namespace ("voices:off.sentenceLength.more") with the piece's and the voice's values.
 */
import {
  type Fingerprint,
  VOICE_MEASURES,
  type VoiceMatch,
  type VoiceMeasure,
} from "./fingerprint-schema";

/**
 * Each measure's scale: a difference of this size counts as one step. A step is the measure's
 * typical difference between two passages of one writer: the standard deviation of the measure
 * over 400-word passages of the same book, averaged over five Project Gutenberg novels (the three
 * of tests/voice-corpus, Pride and Prejudice and Moby-Dick), rounded; emoji, absent there, keep a
 * guessed 0.3.
 */
export const MEASURE_SCALES: Record<VoiceMeasure, number> = {
  sentenceLength: 8,
  sentenceSpread: 0.17,
  paragraphLength: 2.5,
  paragraphSpread: 0.22,
  readingEase: 11,
  passiveShare: 0.11,
  transitionShare: 0.15,
  firstPerson: 2.2,
  firstPersonPlural: 0.7,
  secondPerson: 1.4,
  contractions: 0.6,
  questions: 0.08,
  exclamations: 0.1,
  vocabularyRichness: 0.024,
  wordLength: 0.17,
  commas: 0.7,
  dashes: 0.5,
  semicolons: 0.6,
  parentheses: 0.15,
  emoji: 0.3,
  formality: 0.4,
  thirdPerson: 2,
  quotations: 0.26,
  longWords: 0.027,
  negations: 0.75,
};

/** Chinese and Japanese sentence lengths are in characters: their scale is wider. */
const CHARACTER_SENTENCE_SCALE = 15;

/** A single measure counts at most this many steps, so one habit cannot sink the score. */
export const MAX_STEPS = 3;
/**
 * The score's fall: 100 * exp(-FALL * distance²). A distance of 1 step (a typical difference
 * between two passages of one writer) gives 74, 1.5 steps 51, 2 steps 30.
 */
const FALL = 0.3;
/** A measure is named only when it is at least this many steps off. */
export const NAMED_MIN_STEPS = 0.25;
/** Measures whose values are shares (0-1): their parameters are given in per cent. */
export const SHARE_MEASURES: readonly VoiceMeasure[] = [
  "passiveShare",
  "transitionShare",
  "questions",
  "exclamations",
  "vocabularyRichness",
  "quotations",
  "longWords",
];

export function scaleOf(measure: VoiceMeasure, language: string): number {
  if (measure === "sentenceLength" && (language === "zh" || language === "ja"))
    return CHARACTER_SENTENCE_SCALE;
  return MEASURE_SCALES[measure];
}

interface Difference {
  id: VoiceMeasure;
  piece: number;
  yours: number;
  steps: number;
}

function differences(piece: Fingerprint, voice: Fingerprint): Difference[] {
  const found: Difference[] = [];
  for (const id of VOICE_MEASURES) {
    const p = piece.measures[id];
    const v = voice.measures[id];
    if (typeof p !== "number" || typeof v !== "number") continue;
    const steps = Math.min(MAX_STEPS, Math.abs(p - v) / scaleOf(id, voice.language));
    found.push({ id, piece: p, yours: v, steps });
  }
  return found;
}

/** The root-mean-square distance in steps over the measures both fingerprints have. */
export function voiceDistance(piece: Fingerprint, voice: Fingerprint): number {
  const diffs = differences(piece, voice);
  if (diffs.length === 0) return 0;
  return Math.sqrt(diffs.reduce((sum, d) => sum + d.steps ** 2, 0) / diffs.length);
}

const one = (n: number) => Math.round(n * 10) / 10;

export function voiceMatch(piece: Fingerprint, voice: Fingerprint): VoiceMatch {
  const distance = voiceDistance(piece, voice);
  const score = Math.round(100 * Math.exp(-FALL * distance ** 2));
  const named = differences(piece, voice)
    .filter((d) => d.steps >= NAMED_MIN_STEPS && d.piece !== d.yours)
    // Furthest first; the order of VOICE_MEASURES breaks ties (sort is stable).
    .sort((a, b) => b.steps - a.steps)
    .slice(0, 3);
  return {
    score,
    measures: named.map((d) => {
      const factor = SHARE_MEASURES.includes(d.id) ? 100 : 1;
      return {
        id: d.id,
        message: `voices:off.${d.id}.${d.piece > d.yours ? "more" : "less"}`,
        params: {
          piece: one(d.piece * factor),
          yours: one(d.yours * factor),
          ratio: d.yours === 0 ? 0 : one(d.piece / d.yours),
        },
      };
    }),
  };
}
