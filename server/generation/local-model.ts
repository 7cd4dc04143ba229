import type { LanguageModel } from "ai";
import { createLocalProvider } from "./local";
import { RECOMMENDED_MODEL } from "./local/model-download";

export const RECOMMENDED_MODEL_FILE = RECOMMENDED_MODEL.file;

/** The local GGUF model as an AI SDK model; it loads in a child process on first use. */
export function createLocalModel(options: {
  modelPath: string;
  threads: number;
  contextSize: number;
}): {
  model: LanguageModel;
  dispose(): Promise<void>;
} {
  const provider = createLocalProvider({
    modelPath: options.modelPath,
    threads: options.threads,
    contextSize: options.contextSize,
  });
  return { model: provider.languageModel(), dispose: () => provider.dispose() };
}
