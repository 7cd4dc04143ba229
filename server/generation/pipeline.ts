import { contentTypeOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { longForm } from "./long-form";
import { shortForm } from "./short-form";
import type { Pipeline } from "./types";

/**
 * The generation pipeline (architecture, "The generation pipeline"): long-form types write an
 * outline, then each section (streamed), then structured metadata; short types make one
 * structured call whose content streams as it is written.
 */
export const runPipeline: Pipeline = async (request) => {
  const input = request.input as unknown as GenerationInput;
  return contentTypeOf(input.contentType).longForm
    ? longForm(request, input)
    : shortForm(request, input);
};
