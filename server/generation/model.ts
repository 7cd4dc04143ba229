import os from "node:os";
import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config";
import { createLocalModel, RECOMMENDED_MODEL_FILE } from "./local-model";

/** The model each hosted provider uses when AI_MODEL is not set. */
export const DEFAULT_MODELS = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-sonnet-4-5",
  google: "gemini-2.5-flash",
} as const;

export type ModelHandle = { model: LanguageModel; description: string; dispose(): Promise<void> };

/** The local model's file: LOCAL_MODEL_PATH, or the recommended model under DATA_DIR/models. */
export function localModelPath(config: Pick<Config, "LOCAL_MODEL_PATH" | "DATA_DIR">): string {
  return path.resolve(
    config.LOCAL_MODEL_PATH ?? path.join(config.DATA_DIR, "models", RECOMMENDED_MODEL_FILE),
  );
}

/** The language model chosen by configuration (AI_PROVIDER and friends). */
export function createModel(config: Config): ModelHandle {
  const hosted = (model: LanguageModel, description: string): ModelHandle => ({
    model,
    description,
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
      const provider = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: config.AI_BASE_URL ?? "",
        apiKey: config.AI_API_KEY,
      });
      return hosted(provider(id), `${id} at ${config.AI_BASE_URL}`);
    }
    case "local": {
      const modelPath = localModelPath(config);
      const threads = config.LOCAL_MODEL_THREADS ?? os.availableParallelism();
      // Room for the pipeline's prompts and its longest structured answer.
      const local = createLocalModel({
        modelPath,
        threads,
        contextSize: config.LOCAL_MODEL_CONTEXT,
      });
      return {
        model: local.model,
        description: `local model ${modelPath} (${threads} threads)`,
        dispose: local.dispose,
      };
    }
  }
}
