/**
 * A voice's style fingerprint (issue 29, docs/decisions/0029-voices.md): deterministic measures of
 * how a writer writes, computed per language from their samples (./fingerprint.ts) and from any
 * piece, so the two can be compared (./match.ts). Plain JSON, stored in a jsonb column.
 *
 * Every measure is a number, or null where the language has no rule for it (passive voice in
 * Chinese, contractions in Hindi...): a null measure is left out of the comparison.
 */
import { z } from "zod";
import { LANGUAGE_CODES, type Language } from "../languages";

export const VOICE_MEASURES = [
  /** Mean words per sentence (characters for Chinese and Japanese). */
  "sentenceLength",
  /** Coefficient of variation of sentence length (standard deviation / mean). */
  "sentenceSpread",
  /** Mean sentences per paragraph. */
  "paragraphLength",
  /** Coefficient of variation of paragraph length. */
  "paragraphSpread",
  /** The language's Flesch-type reading ease (null without a formula). */
  "readingEase",
  /** Share of sentences in the passive voice, 0-1. */
  "passiveShare",
  /** Share of sentences holding a transition word, 0-1. */
  "transitionShare",
  /** First person singular (I, me, my) per 100 words. */
  "firstPerson",
  /** First person plural (we, us, our) per 100 words. */
  "firstPersonPlural",
  /** Second person (you, your) per 100 words. */
  "secondPerson",
  /** Contractions per 100 words (null where the language has none). */
  "contractions",
  /** Share of sentences that are questions, 0-1. */
  "questions",
  /** Share of sentences that are exclamations, 0-1. */
  "exclamations",
  /** Vocabulary richness: moving-average type/token ratio over 100-word windows, 0-1. */
  "vocabularyRichness",
  /** Mean word length in characters (null for Chinese and Japanese). */
  "wordLength",
  /** Commas per sentence. */
  "commas",
  /** Dashes (em and en, and " - ") per 100 words. */
  "dashes",
  /** Semicolons and colons per 100 words. */
  "semicolons",
  /** Parentheses per 100 words. */
  "parentheses",
  /** Emoji per 100 words. */
  "emoji",
  /** Formality: formal markers minus informal markers per 100 words. */
  "formality",
  /** Third person (he, she, they and their forms) per 100 words. */
  "thirdPerson",
  /** Share of words inside quotation marks (quotes and dialogue), 0-1. */
  "quotations",
  /** Share of words of seven letters or more, 0-1 (null for Chinese and Japanese). */
  "longWords",
  /** Negations (not, no, never; in Chinese and Japanese their characters) per 100 words. */
  "negations",
] as const;
export type VoiceMeasure = (typeof VOICE_MEASURES)[number];

export const FINGERPRINT_VERSION = 1;
/** The favourite phrases kept (word n-grams the samples repeat most). */
export const MAX_PHRASES = 12;

export const fingerprintSchema = z.object({
  version: z.literal(FINGERPRINT_VERSION),
  language: z.enum(LANGUAGE_CODES as unknown as [Language, ...Language[]]),
  /** Words (characters for Chinese and Japanese) the fingerprint was measured on. */
  words: z.number().int().min(0),
  measures: z.record(z.enum(VOICE_MEASURES), z.number().nullable()),
  phrases: z.array(z.string().max(80)).max(MAX_PHRASES),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/**
 * How close a piece is to a voice: a 0-100 score and the three measures furthest off, each as a
 * message key of the `voices` namespace with its parameters ("voices:off.sentenceLength.longer",
 * `{ ratio: 2 }`: "Sentences twice as long as yours").
 */
export const voiceMatchSchema = z.object({
  score: z.number().int().min(0).max(100),
  measures: z
    .array(
      z.object({
        id: z.enum(VOICE_MEASURES),
        message: z.string().regex(/^voices:[a-zA-Z0-9.-]+$/),
        params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .max(3),
});
export type VoiceMatch = z.infer<typeof voiceMatchSchema>;
