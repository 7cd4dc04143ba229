import type { ContentType } from "@domain/content-types";
import type { GenerationFallback } from "@domain/generation-notes";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";

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
};

export type Pipeline = (request: PipelineRequest) => Promise<DraftContent>;
