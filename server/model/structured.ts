import {
  generateText,
  type JSONSchema7,
  jsonSchema,
  type ModelMessage,
  type OutputInterface,
  streamText,
  tool,
} from "ai";
import type { Answer } from "./answer";
import { parseLenient } from "./lenient-json";
import { streamToEnd } from "./stream";
import type { GenerationModel, StructuredSettings, TokenSink } from "./types";

export type Prompt = { system: string; prompt: string };

/** What a structured call needs of a request: the model, the progress (tokens), the signal. */
export type StructuredRequest = {
  model: GenerationModel;
  progress: TokenSink;
  signal: AbortSignal;
};

export type StructuredResult<T> =
  | { ok: true; value: T; repaired: boolean }
  | { ok: false; error: string; partial: Partial<T> };

/**
 * Asks for JSON with the mode's response format and hands back the text as written: the answer
 * is read leniently and validated here, not by the SDK, so a near miss can be repaired.
 */
function rawJson(
  schema: JSONSchema7 | undefined,
  name: string,
): OutputInterface<string, undefined, never> {
  return {
    name: "raw-json",
    responseFormat: Promise.resolve({ type: "json", ...(schema ? { schema, name } : {}) }),
    parseCompleteOutput: async ({ text }) => text,
    parsePartialOutput: async () => undefined,
    createElementStreamTransform: () => undefined,
  };
}

/** String length limits as words in the description, for strict modes that do not take them. */
export function lengthsInDescriptions(schema: JSONSchema7): JSONSchema7 {
  const copy: JSONSchema7 = { ...schema };
  if (copy.type === "string" && (copy.minLength !== undefined || copy.maxLength !== undefined)) {
    const limit =
      copy.minLength && copy.minLength > 1
        ? `${copy.minLength} to ${copy.maxLength} characters`
        : `at most ${copy.maxLength} characters`;
    copy.description = copy.description ? `${copy.description} (${limit})` : limit;
    delete copy.minLength;
    delete copy.maxLength;
  }
  if (copy.items && typeof copy.items === "object" && !Array.isArray(copy.items)) {
    copy.items = lengthsInDescriptions(copy.items as JSONSchema7);
  }
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [
        key,
        typeof value === "object" ? lengthsInDescriptions(value) : value,
      ]),
    );
  }
  return copy;
}

function schemaFor(answer: Answer<unknown>, settings: StructuredSettings): JSONSchema7 {
  return settings.lengthsInDescriptions ? lengthsInDescriptions(answer.schema) : answer.schema;
}

/** In json_object mode nothing but the prompt tells the model the keys: state them, with an example. */
function statedPrompt(
  answer: Answer<unknown>,
  prompt: Prompt,
  settings: StructuredSettings,
): Prompt {
  if (settings.mode !== "json_object") return prompt;
  return {
    system: prompt.system,
    prompt: `${prompt.prompt}\n\nAnswer with one JSON object and nothing else. It must match this JSON schema:\n${JSON.stringify(answer.schema)}\nFor example (the shape, not the content):\n${JSON.stringify(answer.example)}`,
  };
}

/** One call: the answer's text, streamed to `onText` as it grows when given. */
async function ask(
  request: StructuredRequest,
  answer: Answer<unknown>,
  system: string,
  messages: ModelMessage[],
  onText?: (text: string) => void,
): Promise<string> {
  const { structured: settings, model } = request.model;
  const schema = schemaFor(answer, settings);
  const common = {
    model,
    system,
    messages,
    maxOutputTokens: answer.maxOutputTokens,
    abortSignal: request.signal,
    maxRetries: 1,
    providerOptions: settings.providerOptions,
  };
  if (settings.mode === "tool") {
    const tools = {
      [answer.name]: tool({
        description: `Record the ${answer.name}`,
        inputSchema: jsonSchema(schema),
      }),
    };
    const toolChoice = { type: "tool" as const, toolName: answer.name };
    if (!onText) {
      const result = await generateText({ ...common, tools, toolChoice });
      request.progress.tokens(result.usage.outputTokens ?? 0);
      const call = result.content.find((part) => part.type === "tool-call");
      if (!call) return result.text;
      return typeof call.input === "string" ? call.input : JSON.stringify(call.input);
    }
    return streamAnswer(request, streamText({ ...common, tools, toolChoice, onError }), onText);
  }
  const output = rawJson(settings.mode === "json_schema" ? schema : undefined, answer.name);
  if (!onText) {
    const result = await generateText({ ...common, output });
    request.progress.tokens(result.usage.outputTokens ?? 0);
    return result.text;
  }
  return streamAnswer(request, streamText({ ...common, output, onError }), onText);
}

// Errors arrive in the stream (./stream, streamToEnd), not through the SDK's console logging.
const onError = () => {};

/** A streamed answer, handed on whole as it grows. */
function streamAnswer(
  request: StructuredRequest,
  result: Parameters<typeof streamToEnd>[1],
  onText: (text: string) => void,
): Promise<string> {
  let text = "";
  return streamToEnd(request, result, (delta) => {
    text += delta;
    onText(text);
  });
}

const repairRequest = (error: string) =>
  `Your answer does not fit the required format: ${error}.\nWrite the whole answer again as one JSON object with exactly the keys of the schema, correcting these problems. Answer with the JSON only.`;

const callError = (error: unknown) =>
  `the call failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);

/**
 * A structured answer: asked once (streamed to `onPartial` when given), read leniently and
 * validated with the shared schema; an answer that does not fit goes back to the model with the
 * validation error for it to fix (a failed call is asked again). What still does not fit is
 * reported with its error and the fields that were valid on their own; the caller falls back.
 */
export async function structured<T>(
  request: StructuredRequest,
  answer: Answer<T>,
  base: Prompt,
  onPartial?: (partial: Record<string, unknown>) => void,
): Promise<StructuredResult<T>> {
  const prompt = statedPrompt(answer, base, request.model.structured);
  const first: ModelMessage = { role: "user", content: prompt.prompt };
  let parsedUpTo = 0;
  const onText = onPartial
    ? (text: string) => {
        // Reading the whole answer on every delta would be quadratic: every 64 characters.
        if (text.length - parsedUpTo < 64) return;
        parsedUpTo = text.length;
        const partial = parseLenient(text, answer.keys);
        if (partial && typeof partial === "object") onPartial(partial as Record<string, unknown>);
      }
    : undefined;

  const partial: Partial<T> = {};
  let error = "";
  let messages: ModelMessage[] = [first];
  for (let attempt = 0; attempt < 2; attempt++) {
    let text: string;
    try {
      text = await ask(
        request,
        answer,
        prompt.system,
        messages,
        attempt === 0 ? onText : undefined,
      );
    } catch (cause) {
      if (request.signal.aborted) throw cause;
      error = callError(cause);
      messages = [first];
      continue;
    }
    const value = parseLenient(text, answer.keys);
    if (attempt === 0 && onPartial && value && typeof value === "object") {
      onPartial(value as Record<string, unknown>);
    }
    const checked = answer.validate(value);
    if (checked.ok) return { ok: true, value: checked.value, repaired: attempt > 0 };
    error = value === undefined ? "answer: no JSON object in the answer" : checked.error;
    Object.assign(partial, answer.salvage(value));
    // An empty answer has nothing to repair (and some providers refuse an empty turn): ask again.
    messages = text.trim()
      ? [
          first,
          { role: "assistant", content: text },
          { role: "user", content: repairRequest(error) },
        ]
      : [first];
  }
  return { ok: false, error, partial };
}
