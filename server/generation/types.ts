import type { ContentType } from "@domain/content-types";
import type { CitedSource, Evidence, ReferenceFlag, ResearchBrief } from "@domain/evidence";
import type { GenerationFallback } from "@domain/generation-notes";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import type { PieceResearch } from "../research";
import type { ReadyVoice } from "../voices";

/** The pipeline's phases, in order; the progress overlay names each one. */
export const PHASES = [
  "queued",
  "analyzing",
  "writing",
  "optimizing",
  "finalizing",
  "done",
  "failed",
] as const;
export type Phase = (typeof PHASES)[number];

export type ProgressSink = {
  /** Moves to a phase (and a percent within the whole generation). */
  phase(phase: Phase, percent: number): void;
  /** Appends text as the model writes it. */
  append(delta: string): void;
  /** Sets the percent within the current phase's range. */
  percent(percent: number): void;
  /** Counts tokens the model wrote. */
  tokens(count: number): void;
};

/** What the model produced, before sanitising and analysis. */
export type DraftContent = {
  title: string;
  html: string;
  metaDescription: string;
  synopsis: string;
  abstract: string;
  slug: string;
  keywords: string[];
  caption?: string;
  hashtags?: string[];
  videoDescription?: string;
  /** The steps whose answers fell back, and the parts taken from elsewhere. */
  fallbacks: GenerationFallback[];
  /** Written with sources (issue 27): the sources given, those cited (numbered as in the text). */
  sourceIds?: string[];
  citations?: CitedSource[];
  /** Sentences whose references were removed, for the fact check. */
  referenceFlags?: { sentence: string; flag: ReferenceFlag }[];
  /** The fact check of the written piece (with every piece written with research). */
  evidence?: Evidence;
  /** The research brief the outline was planned from (kept with the post for the editor). */
  brief?: ResearchBrief;
};

export type PipelineRequest = {
  contentType: ContentType;
  /** The validated generation input (domain/generation-input). */
  input: Record<string, unknown> & { title: string; language: string };
  model: GenerationModel;
  progress: ProgressSink;
  signal: AbortSignal;
  /** Carries the generation id and provider; fallbacks are logged here at warn. */
  log: Logger;
  /**
   * Research for a piece with sources, and the fact check of every piece (server/research
   * researchFor, for the generation's user). Without it nothing is retrieved or checked.
   */
  research?: PieceResearch;
  /** The research brief for the outline (long form, with sources), made by the pipeline. */
  brief?: ResearchBrief;
  /**
   * The voice the piece is written in (issue 29), read once at the job's start: every prompt
   * carries it as data. Without it (none asked, or deleted meanwhile) the prompts have none.
   */
  voice?: ReadyVoice;
};

export type Pipeline = (request: PipelineRequest) => Promise<DraftContent>;
