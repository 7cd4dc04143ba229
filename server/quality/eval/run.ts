import type { ContentType } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import type { GenerationFallback } from "@domain/generation-notes";
import { finalizeDraft, type PipelineRequest, runPipeline } from "../../generation";
import { createLogger } from "../../log";
import type { GenerationModel } from "../../model";
import { evalCases } from "./cases";
import { type Checks, checkPost } from "./checks";

export type RunResult = {
  checks: Checks | null;
  scores: { overall: number; seo: number; readability: number; aiSearch: number } | null;
  /** Steps that fell back (see domain/generation-notes). */
  fallbacks: GenerationFallback[];
  /** The generation failed outright. */
  error?: string;
};

export type TypeResult = { type: ContentType; language: string; runs: RunResult[] };

async function runOnce(model: GenerationModel, input: GenerationInput): Promise<RunResult> {
  const request: PipelineRequest = {
    contentType: input.contentType,
    input: input as PipelineRequest["input"],
    model,
    signal: new AbortController().signal,
    log: createLogger("silent"),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
  try {
    const { fallbacks, ...draft } = await runPipeline(request);
    const post = finalizeDraft(draft, input);
    const { overall, seo, readability, aiSearch } = post.analysis;
    return {
      checks: checkPost(input, post),
      scores: { overall, seo: seo.score, readability: readability.score, aiSearch: aiSearch.score },
      fallbacks,
    };
  } catch (error) {
    return { checks: null, scores: null, fallbacks: [], error: String(error).slice(0, 200) };
  }
}

/**
 * The quality harness: each content type's request run through the real pipeline and
 * post-processing `runs` times with the given model, each post checked against the hard
 * constraints and scored by the analyser.
 */
export async function runEval(options: {
  model: GenerationModel;
  runs?: number;
  types?: readonly ContentType[];
  onRun?: (type: ContentType, run: number) => void;
}): Promise<TypeResult[]> {
  const results: TypeResult[] = [];
  for (const input of evalCases(options.types)) {
    const runs: RunResult[] = [];
    for (let run = 0; run < (options.runs ?? 1); run++) {
      options.onRun?.(input.contentType, run);
      runs.push(await runOnce(options.model, input));
    }
    results.push({ type: input.contentType, language: input.language, runs });
  }
  return results;
}
