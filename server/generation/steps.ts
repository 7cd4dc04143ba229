/** What the long- and short-form steps share: streaming HTML, blank checks, recorded fallbacks. */
import type { DerivedPart, GenerationFallback, GenerationStep } from "@domain/generation-notes";
import { htmlToPlainText } from "@domain/text";
import { streamText } from "ai";
import { type Prompt, streamToEnd } from "../model";
import type { PipelineRequest } from "./types";

export { loggableError } from "../log";

/** Tokens to allow for a number of words (generous: languages and HTML vary). */
export const tokensFor = (words: number) => Math.round(words * 2.2) + 64;

/** Streams one piece of HTML into the progress, returning all of it. */
export function streamHtml(
  request: PipelineRequest,
  prompt: Prompt,
  maxOutputTokens: number,
  onDelta: (delta: string) => void = (delta) => request.progress.append(delta),
): Promise<string> {
  return streamToEnd(
    request,
    streamText({
      model: request.model.model,
      system: prompt.system,
      prompt: prompt.prompt,
      maxOutputTokens,
      abortSignal: request.signal,
      maxRetries: 1,
      onError: () => {},
    }),
    onDelta,
  );
}

/** True when HTML holds no readable text (an empty section, an empty answer). */
export const isBlank = (html: string) => htmlToPlainText(html) === "";

/**
 * Records a fallback: logged at warn with the generation id, the step, the provider and the
 * error (never the user's or the model's text), and kept for the generation row and the view.
 */
export function fellBack(
  request: PipelineRequest,
  fallbacks: GenerationFallback[],
  step: GenerationStep,
  parts: DerivedPart[],
  error: string,
): void {
  const fallback = { step, parts, error: error.slice(0, 500) };
  fallbacks.push(fallback);
  request.log.warn(
    { step, parts, provider: request.model.provider, error: fallback.error },
    `generation step "${step}" fell back: ${parts.join(", ") || "nothing"} taken from elsewhere`,
  );
}
