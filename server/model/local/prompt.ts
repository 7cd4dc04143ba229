import type { LanguageModelV4Prompt, SharedV4Warning } from "@ai-sdk/provider";
import type { ChatHistoryItem } from "node-llama-cpp";

/**
 * Maps the AI SDK prompt to node-llama-cpp's chat history, ending with the empty model response
 * to generate. Only text travels: files, tool calls and tool results are dropped with a warning,
 * and reasoning parts of earlier answers are left out.
 */
export function toChatHistory(
  prompt: LanguageModelV4Prompt,
  warnings: SharedV4Warning[],
): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = [];
  const dropped = new Set<string>();
  for (const message of prompt) {
    switch (message.role) {
      case "system":
        history.push({ type: "system", text: message.content });
        break;
      case "user": {
        const texts: string[] = [];
        for (const part of message.content) {
          if (part.type === "text") texts.push(part.text);
          else dropped.add("file parts");
        }
        history.push({ type: "user", text: texts.join("\n\n") });
        break;
      }
      case "assistant": {
        const texts: string[] = [];
        for (const part of message.content) {
          if (part.type === "text") texts.push(part.text);
          else if (part.type === "tool-call" || part.type === "tool-result")
            dropped.add("tool calls");
          else if (part.type === "file") dropped.add("file parts");
        }
        history.push({ type: "model", response: [texts.join("")] });
        break;
      }
      case "tool":
        dropped.add("tool results");
        break;
    }
  }
  for (const feature of dropped) {
    warnings.push({ type: "unsupported", feature, details: "The local model only reads text." });
  }
  history.push({ type: "model", response: [] });
  return history;
}

/** Adds an instruction to answer with JSON (matching `schema` when given) to the system prompt. */
export function withJsonInstruction(
  history: ChatHistoryItem[],
  format: { schema?: unknown; name?: string; description?: string },
): ChatHistoryItem[] {
  const lines = ["Answer with one JSON value and nothing else."];
  if (format.name) lines.push(`It is a ${format.name}.`);
  if (format.description) lines.push(format.description);
  if (format.schema !== undefined) {
    lines.push(`It must match this JSON schema:\n${JSON.stringify(format.schema)}`);
  }
  const instruction = lines.join(" ");
  const [first, ...rest] = history;
  if (first?.type === "system" && typeof first.text === "string") {
    return [{ type: "system", text: `${first.text}\n\n${instruction}` }, ...rest];
  }
  return [{ type: "system", text: instruction }, ...history];
}
