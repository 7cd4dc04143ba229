import { z } from "zod";
import type { ContentType } from "../content-types";
import type { Evidence } from "../evidence";
import { type Fingerprint, voiceMatchSchema } from "../voice/fingerprint-schema";

/** The languages the analyser knows (the nine of domain/languages.ts); rules per language in ./language-rules.ts. */
export const ANALYSIS_LANGUAGES = ["en", "es", "fr", "de", "hi", "zh", "ar", "ja", "pt"] as const;
export type AnalysisLanguage = (typeof ANALYSIS_LANGUAGES)[number];

export interface AnalysisInput {
  /** Sanitised HTML of the body. */
  html: string;
  title: string;
  metaDescription: string;
  slug: string;
  /** The first one is the focus keyword (Yoast's "focus keyphrase"). */
  keywords: string[];
  /**
   * How many of the keywords are checked one by one (the plan's multi-keyword targeting): the
   * first as the focus keyword, the next ones as related keyphrases. 1 when not given.
   */
  focusKeyphrases?: number;
  contentType: ContentType;
  language: AnalysisLanguage;
  /**
   * The piece's latest fact check (domain/evidence.ts): its counts and whether it had sources.
   * Given, the report has an Evidence section; left out (never checked), it has none.
   */
  evidence?: Evidence["counts"] & { withSources: boolean };
  /**
   * The voice the piece is written in (issue 29): given, the report has a Voice section, the
   * piece's fingerprint compared with the voice's (domain/voice/match.ts).
   */
  voice?: { id: string; name: string; fingerprint: Fingerprint };
}

/** Types that are articles or pages: subheadings, FAQ blocks and section length apply to them. */
export const LONG_FORM_TYPES: readonly ContentType[] = ["blog", "help", "website"];

export const CHECK_STATUSES = ["good", "ok", "problem"] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** A Zod schema for a stored report (it lives in a jsonb column), so readers can validate it. */
export const checkSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  status: z.enum(CHECK_STATUSES),
  /** A message key of the `analysis` namespace ("analysis:title-length.good"). */
  message: z.string().regex(/^analysis:[a-z0-9.-]+$/),
  /** The message's parameters (numbers, the keyphrase, a repeated word). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  value: z.number().optional(),
});

export const sectionSchema = z.object({
  score: z.number().int().min(0).max(100),
  checks: z.array(checkSchema),
});

/**
 * Version 2: check texts are message keys with parameters, and `unavailable` names the checks the
 * text's language has no rules for. A stored version-1 report (English sentences) is made again.
 * Version 3: the Evidence section (the fact check's counts) and the AI-search checks that count
 * citations, quotations and statistics (GEO, arXiv 2311.09735); older reports are made again.
 * Version 4 (issue 29): the readability check for text that sounds machine-written, with its
 * flagged sentences (`machineWritten`), and the Voice section when the piece has a voice.
 */
export const REPORT_VERSION = 4;

/**
 * The Voice section (issue 29): how close the piece is to its voice, 0-100, and the three
 * measures furthest off. It informs; it does not count towards the overall score.
 */
export const voiceSectionSchema = voiceMatchSchema.extend({
  id: z.string(),
  name: z.string(),
});
export type VoiceSection = z.infer<typeof voiceSectionSchema>;

/**
 * What the machine-written check found (domain/analysis/machine-written.ts): the rate per 1,000
 * words, and each flagged sentence with the patterns it shows (ids of MACHINE_PATTERNS) and the
 * phrases that matched, so screens can highlight them.
 */
export const machineWrittenSchema = z.object({
  per1000: z.number().min(0),
  sentences: z
    .array(
      z.object({
        text: z.string(),
        patterns: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
        phrases: z.array(z.string()),
      }),
    )
    .max(200),
});
export type MachineWritten = z.infer<typeof machineWrittenSchema>;

export const analysisReportSchema = z.object({
  version: z.literal(REPORT_VERSION),
  overall: z.number().int().min(0).max(100),
  seo: sectionSchema,
  readability: sectionSchema,
  aiSearch: sectionSchema,
  /** What the piece's fact check found; absent before the piece was ever checked. */
  evidence: sectionSchema.optional(),
  /** How close the piece is to its voice; absent when it has none. */
  voice: voiceSectionSchema.optional(),
  /** The sentences the machine-written check flags; absent when none is flagged. */
  machineWritten: machineWrittenSchema.optional(),
  /** Checks not run because the text's language has no word list or formula for them. */
  unavailable: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  stats: z.object({
    words: z.number().int().min(0),
    sentences: z.number().int().min(0),
    paragraphs: z.number().int().min(0),
    headings: z.object({
      h1: z.number().int().min(0),
      h2: z.number().int().min(0),
      h3: z.number().int().min(0),
    }),
    readingMinutes: z.number().int().min(1),
    /** The language's Flesch-type reading ease (./reading-ease.ts); null without a formula. */
    fleschReadingEase: z.number().nullable(),
  }),
});

export type Check = z.infer<typeof checkSchema>;
export type Section = z.infer<typeof sectionSchema>;
export type AnalysisReport = z.infer<typeof analysisReportSchema>;
export type AnalysisStats = AnalysisReport["stats"];

export type MessageParams = Record<string, string | number>;
/** A message: its key under the check's id in the analysis namespace, and its parameters. */
export type Message = { key: string; params?: MessageParams };

/**
 * Builds a check whose message is `analysis:<id>.<key>` (the id without a related keyphrase's
 * number). `params` and `value` are left out when not given so the JSON stays small.
 */
export function check(
  id: string,
  status: CheckStatus,
  message: string | Message,
  value?: number,
): Check {
  const { key, params } =
    typeof message === "string" ? { key: message, params: undefined } : message;
  return {
    id,
    status,
    message: `analysis:${id}.${key}`,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...(value === undefined ? {} : { value }),
  };
}

/** A check whose message depends on its status: `analysis:<id>.<status>` unless given another key. */
export function rated<S extends CheckStatus>(
  id: string,
  status: S,
  params: MessageParams = {},
  value?: number,
  key: string = status,
): Check {
  return check(id, status, { key, params }, value);
}

/** Status of a measure where less is better: good up to `goodMax`, ok up to `okMax`. */
export function atMost(value: number, goodMax: number, okMax: number): CheckStatus {
  return value <= goodMax ? "good" : value <= okMax ? "ok" : "problem";
}

/** Status of a measure where more is better: good from `goodMin`, ok from `okMin`. */
export function atLeast(value: number, goodMin: number, okMin: number): CheckStatus {
  return value >= goodMin ? "good" : value >= okMin ? "ok" : "problem";
}

/** Our own sections (AI search): good = 1, ok = 0.5, problem = 0, averaged and scaled to 0-100. */
export function meanScore(checks: readonly Check[]): number {
  const points = { good: 1, ok: 0.5, problem: 0 };
  const total = checks.reduce((sum, c) => sum + points[c.status], 0);
  return Math.round((total / checks.length) * 100);
}

/**
 * Yoast's readability score: penalty points (ok 2, a problem 3, or 4 for a language without the
 * full set of checks), then 30 (red) above 6 points (above 4 with partial support), 60 (orange)
 * above 4 (above 2), else 90 (green).
 */
export function readabilityScore(checks: readonly Check[], fullSupport: boolean): number {
  const penalty = { good: 0, ok: 2, problem: fullSupport ? 3 : 4 };
  const total = checks.reduce((sum, c) => sum + penalty[c.status], 0);
  const [red, orange] = fullSupport ? [6, 4] : [4, 2];
  return total > red ? 30 : total > orange ? 60 : 90;
}

/**
 * A section: its checks and a 0-100 score. A section with no applicable checks (e.g. readability
 * for a language without space-separated words) scores 100 and is left out of the overall score.
 */
export function section(checks: Check[], score?: number): Section {
  return { score: checks.length === 0 ? 100 : (score ?? meanScore(checks)), checks };
}

/**
 * The traffic light of a 0-100 score, as Yoast rates its overall scores (score / 10 through
 * scoreToRating): above 70 good, above 40 ok, otherwise a problem.
 */
export function lightOf(score: number): CheckStatus {
  return score > 70 ? "good" : score > 40 ? "ok" : "problem";
}

/** Rounds to one decimal place (values shown to users). */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
