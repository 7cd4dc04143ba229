import os from "node:os";
import type { Config } from "../config";
import type { Logger } from "../log";
import { createLocalProvider } from "./local";
import { ModelSupply } from "./local/model-supply";
import { modelsDir } from "./local/model-target";
import type { ModelHandle } from "./types";

/**
 * The local GGUF model as an AI SDK model: it loads in a child process on first use, once the
 * model supply has the file (downloading it first when it is missing). Calls made while it
 * downloads wait for it.
 */
export function createLocalModel(
  config: Pick<
    Config,
    | "DATA_DIR"
    | "LOCAL_MODEL_PATH"
    | "LOCAL_MODEL"
    | "LOCAL_MODEL_URL"
    | "LOCAL_MODEL_SHA256"
    | "LOCAL_MODEL_AUTO_PULL"
    | "LOCAL_MODEL_THREADS"
    | "LOCAL_MODEL_CONTEXT"
  >,
  log: Logger,
): Pick<ModelHandle, "model" | "description" | "status" | "dispose"> {
  const supply = new ModelSupply({
    settings: {
      dataDir: config.DATA_DIR,
      modelPath: config.LOCAL_MODEL_PATH,
      modelName: config.LOCAL_MODEL,
      modelUrl: config.LOCAL_MODEL_URL,
      modelSha256: config.LOCAL_MODEL_SHA256,
    },
    autoPull: config.LOCAL_MODEL_AUTO_PULL,
    log: log.child({ module: "model" }),
  });
  const threads = config.LOCAL_MODEL_THREADS ?? os.availableParallelism();
  const provider = createLocalProvider({
    modelPath: config.LOCAL_MODEL_PATH ?? modelsDir(config.DATA_DIR),
    resolveModel: (signal) => supply.whenReady(signal),
    gpu: async () => (await supply.machine()).gpu,
    threads,
    // Room for the pipeline's prompts and its longest structured answer.
    contextSize: config.LOCAL_MODEL_CONTEXT,
  });
  supply.start();
  return {
    model: provider.languageModel("local"),
    description: `the local model (${threads} threads)`,
    status: supply,
    async dispose() {
      await supply.stop();
      await provider.dispose();
    },
  };
}
