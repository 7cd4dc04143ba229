import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config";
import { createLogger, type Logger } from "../log";
import { createLocalModel } from "./local-model";
import type { ModelHandle, StructuredSettings } from "./types";

/** The model each hosted provider uses when AI_MODEL is not set. */
export const DEFAULT_MODELS = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
} as const;

/**
 * How each provider is asked for JSON (docs/decisions/0007-structured-answers.md). Hosted providers
 * use their strict, schema-enforcing mode: OpenAI `json_schema` with `strict: true`, Anthropic's
 * native `output_config.format` (the SDK's "auto" picks it for every model that has it, else a
 * forced JSON tool), Google's `responseJsonSchema`. OpenAI and Google get string length limits as
 * descriptions (their strict subsets do not take `maxLength`); Anthropic's SDK does that itself.
 * Local grammars and OpenAI-compatible servers (llama.cpp, vLLM, Ollama, LM Studio) enforce them.
 */
const STRUCTURED: Record<
  Exclude<Config["AI_PROVIDER"], "openai-compatible">,
  StructuredSettings
> = {
  openai: {
    mode: "json_schema",
    lengthsInDescriptions: true,
    providerOptions: { openai: { strictJsonSchema: true } },
  },
  anthropic: {
    mode: "json_schema",
    lengthsInDescriptions: false,
    providerOptions: { anthropic: { structuredOutputMode: "auto" } },
  },
  google: {
    mode: "json_schema",
    lengthsInDescriptions: true,
    providerOptions: { google: { structuredOutputs: true } },
  },
  local: { mode: "json_schema", lengthsInDescriptions: false },
};

/** The language model chosen by configuration (AI_PROVIDER and friends). */
export function createModel(
  config: Config,
  log: Logger = createLogger(config.LOG_LEVEL),
): ModelHandle {
  const hosted = (
    model: LanguageModel,
    description: string,
    structured: StructuredSettings = STRUCTURED[config.AI_PROVIDER as keyof typeof STRUCTURED],
  ): ModelHandle => ({
    model,
    provider: config.AI_PROVIDER,
    structured,
    description,
    status: {
      status: { provider: config.AI_PROVIDER, state: "hosted", model: description },
      subscribe: () => () => {},
    },
    dispose: async () => {},
  });
  switch (config.AI_PROVIDER) {
    case "openai": {
      const id = config.AI_MODEL ?? DEFAULT_MODELS.openai;
      return hosted(
        createOpenAI({ apiKey: config.AI_API_KEY, baseURL: config.AI_BASE_URL })(id),
        `OpenAI ${id}`,
      );
    }
    case "anthropic": {
      const id = config.AI_MODEL ?? DEFAULT_MODELS.anthropic;
      return hosted(createAnthropic({ apiKey: config.AI_API_KEY })(id), `Anthropic ${id}`);
    }
    case "google": {
      const id = config.AI_MODEL ?? DEFAULT_MODELS.google;
      return hosted(createGoogleGenerativeAI({ apiKey: config.AI_API_KEY })(id), `Google ${id}`);
    }
    case "openai-compatible": {
      const id = config.AI_MODEL ?? "default";
      const mode = config.AI_STRUCTURED_OUTPUT ?? "json_schema";
      const provider = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.AI_BASE_URL ?? "",
        apiKey: config.AI_API_KEY,
        // json_schema: `response_format: {type: "json_schema", strict: true}`; otherwise the SDK
        // sends `json_object` (and tool mode sends no response_format at all).
        supportsStructuredOutputs: mode === "json_schema",
      });
      return hosted(provider(id), `${id} at ${config.AI_BASE_URL} (structured output: ${mode})`, {
        mode,
        lengthsInDescriptions: false,
      });
    }
    case "local":
      // The schema becomes a grammar: every structured call is constrained to it.
      return { ...createLocalModel(config, log), provider: "local", structured: STRUCTURED.local };
  }
}
