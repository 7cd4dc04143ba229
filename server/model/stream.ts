import type { streamText } from "ai";
import type { TokenSink } from "./types";

/**
 * Reads a streamText call to its end, handing on each piece of text (a forced tool's input too),
 * and counts its tokens. streamText ends the stream quietly on a failed call: its error is thrown
 * here, so a step fails with it rather than seeing an empty answer.
 */
export async function streamToEnd(
  request: { progress: TokenSink },
  result: Pick<ReturnType<typeof streamText>, "fullStream" | "usage">,
  onDelta: (delta: string) => void,
): Promise<string> {
  let text = "";
  for await (const part of result.fullStream) {
    if (part.type === "error") throw part.error;
    const delta =
      part.type === "text-delta" ? part.text : part.type === "tool-input-delta" ? part.delta : "";
    if (!delta) continue;
    text += delta;
    onDelta(delta);
  }
  request.progress.tokens((await result.usage).outputTokens ?? 0);
  return text;
}
