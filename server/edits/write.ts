import type { AiEditResult } from "@domain/ai-edits";
import { streamText } from "ai";
import { type GenerationModel, streamToEnd } from "../model";
import type { ReadyVoice } from "../voices";
import { resultOf } from "./answer";
import { type EditJobInput, editPrompt } from "./prompts";

/** Tokens to allow for an answer to `chars` characters of material (HTML; an expand doubles). */
export function maxTokensFor(input: EditJobInput): number {
  const { target } = input;
  const chars =
    target.kind === "selection"
      ? target.html.length
      : target.kind === "range"
        ? target.html.join("\n").length
        : target.kind === "each"
          ? target.blocks.reduce((sum, b) => sum + b.html.length + 20, 0)
          : 200;
  const factor = input.action === "expand" ? 3 : 2;
  return Math.min(16_000, Math.max(600, Math.ceil((chars / 3) * factor) + 400));
}

type WriteOptions = {
  signal: AbortSignal;
  /** Each piece of text as the model writes it. */
  onDelta?: (delta: string) => void;
  /** The tokens the model wrote, once done. */
  tokens?: (count: number) => void;
  /** "Match my voice": the voice to write in. */
  voice?: ReadyVoice | null;
};

/**
 * Writes one AI edit with the model: the action's prompt (./prompts.ts, the writer's text as
 * fenced data), the answer streamed, then parsed and sanitised into the edit's result
 * (./answer.ts; an empty one throws EmptyAnswer). The job streams it into its row; the Fix eval
 * (server/quality/eval/fixes.ts) calls it directly.
 */
export async function writeEdit(
  model: GenerationModel,
  input: EditJobInput,
  passages: string,
  options: WriteOptions,
): Promise<{ result: AiEditResult; chars: number }> {
  const prompt = editPrompt(input, passages, options.voice ?? null);
  const text = await streamToEnd(
    { progress: { tokens: (count) => options.tokens?.(count) } },
    streamText({
      model: model.model,
      system: prompt.system,
      prompt: prompt.prompt,
      maxOutputTokens: maxTokensFor(input),
      abortSignal: options.signal,
      maxRetries: 1,
      // Failures come through the stream (streamToEnd throws them) and fail the edit.
      onError: () => {},
    }),
    (delta) => options.onDelta?.(delta),
  );
  return { result: resultOf(text, input.target), chars: text.length };
}
