import type { ContentType } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import type { GenerationFallback } from "@domain/generation-notes";
import { finalizeDraft, type Pipeline, type PipelineRequest, runPipeline } from "../../generation";
import { createLogger } from "../../log";
import type { GenerationModel } from "../../model";
import { evalCases } from "./cases";
import { type Checks, checkPost } from "./checks";
import {
  type CitationScore,
  type ClaimScore,
  citationPrecision,
  claimSupportRate,
} from "./evidence";
import { type EvalPassages, evalPassages, type SourcesSupport } from "./sources";

export type RunResult = {
  checks: Checks | null;
  scores: { overall: number; seo: number; readability: number; aiSearch: number } | null;
  /** Steps that fell back (see domain/generation-notes). */
  fallbacks: GenerationFallback[];
  /** The generation failed outright. */
  error?: string;
  /** With sources: how its references and claims hold up (claims: null without a fact check). */
  evidence?: { citations: CitationScore; claims: ClaimScore | null };
};

export type TypeResult = { type: ContentType; language: string; runs: RunResult[] };

type Options = {
  model: GenerationModel;
  runs?: number;
  types?: readonly ContentType[];
  onRun?: (type: ContentType, run: number) => void;
  /**
   * Measure evidence: the eval's sources go with the cases written in their language (English),
   * through this support (./sources.ts PIPELINE_SOURCES).
   */
  sources?: SourcesSupport;
  /** The pipeline under test (the product's by default). */
  pipeline?: Pipeline;
};

async function runOnce(options: Options, input: GenerationInput): Promise<RunResult> {
  const { model, sources } = options;
  const base: PipelineRequest = {
    contentType: input.contentType,
    input: input as PipelineRequest["input"],
    model,
    signal: new AbortController().signal,
    log: createLogger("silent"),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
  const passages: EvalPassages | null = sources && input.language === "en" ? evalPassages() : null;
  const request = sources && passages ? sources.request(base, passages) : base;
  try {
    const { fallbacks, ...draft } = await (options.pipeline ?? runPipeline)(request);
    const post = finalizeDraft(draft, input);
    const { overall, seo, readability, aiSearch } = post.analysis;
    const result: RunResult = {
      checks: checkPost(input, post),
      scores: { overall, seo: seo.score, readability: readability.score, aiSearch: aiSearch.score },
      fallbacks,
    };
    if (sources && passages) {
      const written = { ...draft, fallbacks };
      const citations = citationPrecision(post.content, sources.citations(written), input.language);
      const evidence = sources.evidence(written);
      result.evidence = { citations, claims: evidence ? claimSupportRate(evidence) : null };
    }
    return result;
  } catch (error) {
    return { checks: null, scores: null, fallbacks: [], error: String(error).slice(0, 200) };
  }
}

/**
 * The quality harness: each content type's request run through the real pipeline and
 * post-processing `runs` times with the given model, each post checked against the hard
 * constraints and scored by the analyser.
 */
export async function runEval(options: Options): Promise<TypeResult[]> {
  const results: TypeResult[] = [];
  for (const input of evalCases(options.types)) {
    const runs: RunResult[] = [];
    for (let run = 0; run < (options.runs ?? 1); run++) {
      options.onRun?.(input.contentType, run);
      runs.push(await runOnce(options, input));
    }
    results.push({ type: input.contentType, language: input.language, runs });
  }
  return results;
}
