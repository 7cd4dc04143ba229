import os from "node:os";
import path from "node:path";
import {
  type LanguageModelV4,
  type LanguageModelV4CallOptions,
  type LanguageModelV4FinishReason,
  type LanguageModelV4GenerateResult,
  type LanguageModelV4StreamPart,
  type LanguageModelV4StreamResult,
  type LanguageModelV4Usage,
  NoSuchModelError,
  type ProviderV4,
  type SharedV4Warning,
} from "@ai-sdk/provider";
import {
  type GenerateRequest,
  type GenerateResult,
  LocalModelHost,
  type LogLevel,
  type StopReason,
} from "./host";
import { toGrammarSchema } from "./json-schema";
import { toChatHistory, withJsonInstruction } from "./prompt";
import { localWorkerPath } from "./worker-path";

export type LocalProviderOptions = {
  /** The GGUF file to run. */
  modelPath: string;
  /** Resolves with the file once it is there (it may still be downloading); defaults to modelPath. */
  resolveModel?: (signal?: AbortSignal) => Promise<string>;
  /** The GPU backend to load the model with (machine.ts); defaults to the CPU. */
  gpu?: () => Promise<string | false>;
  /** CPU threads for evaluation; defaults to `os.availableParallelism()`. Set it explicitly: node-llama-cpp's own default (at least 4) is far slower on small machines. */
  threads?: number;
  /** Tokens of context per sequence (prompt and answer); defaults to 4096, capped at the model's training context. */
  contextSize?: number;
  /** Requests evaluated at once (context sequences); more wait in a queue. Defaults to 2. */
  sequences?: number;
  /** Sampling temperature when a call sets none; defaults to 0.7. */
  defaultTemperature?: number;
  /** The child entry; defaults to `localWorkerPath()`. */
  workerPath?: string;
  /** How long loading the model may take; defaults to 120 s. */
  loadTimeoutMs?: number;
  /** Receives llama.cpp's warnings and errors and the child's output. */
  logger?: (level: LogLevel, message: string) => void;
};

export type LocalProvider = ProviderV4 & {
  (modelId?: string): LanguageModelV4;
  languageModel(modelId?: string): LanguageModelV4;
  /** Starts the child and loads the model now instead of on the first call. */
  warmUp(): Promise<void>;
  /** Stops the child process; calls in flight fail. */
  dispose(): Promise<void>;
  /** The child's process id while it runs. */
  readonly workerPid: number | undefined;
};

/**
 * An AI SDK provider that runs a GGUF model on this machine with node-llama-cpp, in a child
 * process (worker.js) so that a model that crashes llama.cpp cannot take the server down.
 * Use it like any provider: `generateText`, `streamText`, and `Output.object` for JSON.
 *
 * Supports maxOutputTokens, temperature, topP, topK, presence and frequency penalties,
 * stopSequences, seed, abortSignal, and `responseFormat: { type: "json", schema }`, which becomes
 * a grammar so the answer is JSON of the schema's shape. The grammar does not bound numbers,
 * counts string lengths differently from JavaScript, ignores `pattern` and most formats, and
 * generates optional properties too: always validate the parsed object with Zod afterwards.
 * Only text travels: tools, files and reasoning are dropped with a warning.
 *
 * When the model file is missing or cannot be loaded, every call rejects with a
 * LocalModelUnavailableError naming the path and what to do. Call `dispose()` on shutdown.
 */
export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const modelPath = path.resolve(options.modelPath);
  const host = new LocalModelHost({
    modelPath,
    resolveModel: options.resolveModel,
    gpu: options.gpu,
    workerPath: options.workerPath ?? localWorkerPath(),
    threads: options.threads ?? os.availableParallelism(),
    contextSize: options.contextSize ?? 4096,
    sequences: options.sequences ?? 2,
    loadTimeoutMs: options.loadTimeoutMs ?? 120_000,
    logger: options.logger,
  });
  const settings = { defaultTemperature: options.defaultTemperature ?? 0.7 };
  const languageModel = (modelId?: string) =>
    new LocalLanguageModel(modelId ?? path.basename(modelPath, ".gguf"), host, settings);
  const noSuchModel = (modelType: "embeddingModel" | "imageModel") => (modelId: string) => {
    throw new NoSuchModelError({ modelId, modelType });
  };
  const provider = Object.assign((modelId?: string) => languageModel(modelId), {
    specificationVersion: "v4" as const,
    languageModel,
    embeddingModel: noSuchModel("embeddingModel"),
    imageModel: noSuchModel("imageModel"),
    warmUp: async () => {
      await host.ready();
    },
    dispose: () => host.dispose(),
  });
  Object.defineProperty(provider, "workerPid", { get: () => host.pid, enumerable: true });
  return provider as typeof provider & { readonly workerPid: number | undefined };
}

class LocalLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = "v4";
  readonly provider = "local";
  readonly supportedUrls = {};

  constructor(
    readonly modelId: string,
    private readonly host: LocalModelHost,
    private readonly settings: { defaultTemperature: number },
  ) {}

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const { request, warnings } = this.prepare(options);
    const result = await this.host.generate(request, {
      signal: options.abortSignal,
      onStarted: (more) => warnings.push(...asWarnings(more)),
    });
    return {
      content: result.text ? [{ type: "text", text: result.text }] : [],
      finishReason: finishReason(result.stopReason),
      usage: usage(result),
      warnings,
      request: { body: request },
      response: { modelId: this.modelId, timestamp: new Date() },
    };
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const { request, warnings } = this.prepare(options);
    // Fail the call itself (not the stream) when the model is missing or cannot load.
    await this.host.ready(options.abortSignal);
    const host = this.host;
    const modelId = this.modelId;
    // Cancelling the stream (the consumer stopped reading) stops the generation too.
    const cancel = new AbortController();
    const signal = options.abortSignal
      ? AbortSignal.any([options.abortSignal, cancel.signal])
      : cancel.signal;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      start(controller) {
        let open = false;
        const enqueue = (part: LanguageModelV4StreamPart) => {
          if (!cancel.signal.aborted) controller.enqueue(part);
        };
        const begin = (more: string[]) => {
          enqueue({ type: "stream-start", warnings: [...warnings, ...asWarnings(more)] });
          enqueue({ type: "response-metadata", modelId, timestamp: new Date() });
          enqueue({ type: "text-start", id: "0" });
          open = true;
        };
        host
          .generate(request, {
            signal,
            onStarted: begin,
            onChunk: (delta) => {
              if (delta) enqueue({ type: "text-delta", id: "0", delta });
            },
          })
          .then(
            (result) => {
              if (cancel.signal.aborted) return;
              if (!open) begin([]);
              enqueue({ type: "text-end", id: "0" });
              enqueue({
                type: "finish",
                finishReason: finishReason(result.stopReason),
                usage: usage(result),
              });
              controller.close();
            },
            (error: unknown) => {
              if (!cancel.signal.aborted) controller.error(error);
            },
          );
      },
      cancel(reason) {
        cancel.abort(reason);
      },
    });
    return { stream, request: { body: request } };
  }

  private prepare(options: LanguageModelV4CallOptions): {
    request: GenerateRequest;
    warnings: SharedV4Warning[];
  } {
    const warnings: SharedV4Warning[] = [];
    let history = toChatHistory(options.prompt, warnings);
    if (options.tools?.length) {
      warnings.push({
        type: "unsupported",
        feature: "tools",
        details: "The local model has no tool calling.",
      });
    }
    if (options.reasoning && !["provider-default", "none"].includes(options.reasoning)) {
      warnings.push({ type: "unsupported", feature: "reasoning" });
    }
    let json: GenerateRequest["options"]["json"];
    const format = options.responseFormat;
    if (format?.type === "json") {
      history = withJsonInstruction(history, format);
      if (format.schema) {
        const converted = toGrammarSchema(format.schema);
        warnings.push(...asWarnings(converted.warnings));
        json = { schema: converted.schema };
      } else {
        json = {};
      }
    }
    const { presencePenalty, frequencyPenalty } = options;
    return {
      warnings,
      request: {
        history,
        options: {
          maxTokens: options.maxOutputTokens,
          temperature: options.temperature ?? this.settings.defaultTemperature,
          topP: options.topP,
          topK: options.topK,
          seed: options.seed,
          stopSequences: options.stopSequences,
          repeatPenalty:
            presencePenalty || frequencyPenalty ? { presencePenalty, frequencyPenalty } : undefined,
          json,
        },
      },
    };
  }
}

function asWarnings(messages: string[]): SharedV4Warning[] {
  return messages.map((details) => ({ type: "compatibility", feature: "responseFormat", details }));
}

function finishReason(stopReason: StopReason): LanguageModelV4FinishReason {
  const unified =
    stopReason === "maxTokens"
      ? "length"
      : stopReason === "functionCalls"
        ? "tool-calls"
        : stopReason === "abort"
          ? "other"
          : "stop";
  return { unified, raw: stopReason };
}

function usage({ usage }: GenerateResult): LanguageModelV4Usage {
  return {
    inputTokens: {
      total: usage.inputTotal,
      noCache: usage.inputEvaluated,
      cacheRead: usage.inputTotal - usage.inputEvaluated,
      cacheWrite: undefined,
    },
    outputTokens: { total: usage.output, text: usage.output, reasoning: undefined },
  };
}
