import { type ChildProcess, fork } from "node:child_process";
import { stat } from "node:fs/promises";
import type { Socket } from "node:net";
import type { ChatHistoryItem, GbnfJsonSchema } from "node-llama-cpp";

/** Thrown by every call while the model file is missing or cannot be loaded. */
export class LocalModelUnavailableError extends Error {
  constructor(
    readonly modelPath: string,
    readonly reason?: string,
  ) {
    const what = reason
      ? `The local model at ${modelPath} could not be loaded (${reason}).`
      : `No local model at ${modelPath}.`;
    super(
      `${what} Run \`npm run model:pull\` to download the recommended model (or restart the app to try the download again), set LOCAL_MODEL_PATH to a GGUF file, or choose another provider: AI_PROVIDER with AI_API_KEY, or AI_PROVIDER=openai-compatible with AI_BASE_URL (Ollama, LM Studio).`,
    );
    this.name = "LocalModelUnavailableError";
  }
}

/** Thrown to requests in flight when the model's process dies (the next request restarts it). */
export class LocalModelCrashedError extends Error {
  constructor(detail: string) {
    super(
      `The local model process stopped unexpectedly (${detail}); the request was not completed. The next request starts it again.`,
    );
    this.name = "LocalModelCrashedError";
  }
}

export type LogLevel = "error" | "warn" | "info" | "debug";

export type HostOptions = {
  modelPath: string;
  /** Where the model file is once it is there (it may be downloading); defaults to modelPath. */
  resolveModel?: (signal?: AbortSignal) => Promise<string>;
  /** The GPU backend node-llama-cpp found (machine.ts); false or absent: the CPU. */
  gpu?: () => Promise<string | false>;
  workerPath: string;
  threads: number;
  contextSize: number;
  sequences: number;
  loadTimeoutMs: number;
  logger?: (level: LogLevel, message: string) => void;
};

export type GenerateRequest = {
  history: ChatHistoryItem[];
  options: {
    maxTokens?: number;
    temperature?: number;
    topP?: number;
    topK?: number;
    seed?: number;
    stopSequences?: string[];
    repeatPenalty?: { presencePenalty?: number; frequencyPenalty?: number };
    json?: { schema?: GbnfJsonSchema };
  };
};

export type StopReason =
  | "eogToken"
  | "stopGenerationTrigger"
  | "customStopTrigger"
  | "functionCalls"
  | "maxTokens"
  | "abort";

export type GenerateResult = {
  text: string;
  stopReason: StopReason;
  usage: { inputTotal: number; inputEvaluated: number; output: number };
};

export type LoadedInfo = {
  contextSize: number;
  trainContextSize: number;
  chatWrapper: string;
  loadMs: number;
};

type Handlers = {
  signal?: AbortSignal;
  onStarted?: (warnings: string[]) => void;
  onChunk?: (text: string) => void;
};

type Pending = Omit<Handlers, "signal"> & {
  resolve: (result: GenerateResult) => void;
  reject: (error: Error) => void;
};

type Loading = {
  resolve: (info: LoadedInfo) => void;
  reject: (error: Error) => void;
  key: string;
  modelPath: string;
};

type FromWorker =
  | { type: "loaded"; info: LoadedInfo }
  | { type: "load-failed"; message: string }
  | { type: "started"; id: number; warnings: string[] }
  | { type: "chunk"; id: number; text: string }
  | ({ type: "done"; id: number } & GenerateResult)
  | { type: "error"; id: number; message: string }
  | { type: "log"; level: string; message: string };

/**
 * Runs worker.js in a child process and talks to it: loads the model once, sends requests
 * (the child keeps the pool of context sequences and queues what exceeds it), streams chunks
 * back, aborts, and fails in-flight requests when the child dies. The child starts on the first
 * request and again on the first request after it died. A file that failed to load is not
 * retried until it changes (size or modification time).
 */
export class LocalModelHost {
  #child: ChildProcess | undefined;
  #ready: Promise<LoadedInfo> | undefined;
  #loading: Loading | undefined;
  #failure: { key: string; error: Error } | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #stderr = "";
  #disposed = false;

  constructor(private readonly options: HostOptions) {}

  /** The child's process id while it runs (for diagnostics and tests). */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** Starts the child and loads the model if needed; rejects with LocalModelUnavailableError. */
  async ready(signal?: AbortSignal): Promise<LoadedInfo> {
    signal?.throwIfAborted();
    if (this.#disposed) throw new Error("The local model provider was disposed.");
    if (!this.#ready) {
      const modelPath = this.options.resolveModel
        ? await this.options.resolveModel(signal)
        : this.options.modelPath;
      const key = await fileKey(modelPath);
      if (this.#failure?.key === key) throw this.#failure.error;
      const gpu = (await this.options.gpu?.()) ?? false;
      if (!this.#ready) this.#ready = this.#start(key, modelPath, gpu);
    }
    return signal ? abortable(this.#ready, signal) : this.#ready;
  }

  async generate(request: GenerateRequest, handlers: Handlers = {}): Promise<GenerateResult> {
    const { signal } = handlers;
    await this.ready(signal);
    signal?.throwIfAborted();
    const child = this.#child;
    if (!child?.connected) throw new LocalModelCrashedError("it exited before the request");
    const id = this.#nextId++;
    return new Promise<GenerateResult>((resolve, reject) => {
      const onAbort = () => {
        if (!this.#pending.delete(id)) return;
        if (child.connected) child.send({ type: "abort", id });
        this.#updateRef();
        reject(signal?.reason);
      };
      const done = () => {
        signal?.removeEventListener("abort", onAbort);
        this.#pending.delete(id);
        this.#updateRef();
      };
      this.#pending.set(id, {
        onStarted: handlers.onStarted,
        onChunk: handlers.onChunk,
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      signal?.addEventListener("abort", onAbort, { once: true });
      child.send({ type: "generate", id, ...request });
      this.#updateRef();
    });
  }

  /** Stops the child; requests in flight fail. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    const child = this.#child;
    this.#fail(new Error("The local model provider was disposed."));
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    if (child.connected) child.send({ type: "dispose" });
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  }

  #start(key: string, modelPath: string, gpu: string | false): Promise<LoadedInfo> {
    const { threads, contextSize, sequences, loadTimeoutMs } = this.options;
    const child = fork(this.options.workerPath, [], {
      execPath: process.execPath,
      execArgv: [],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    this.#child = child;
    this.#stderr = "";
    child.stdout?.on("data", (data: Buffer) => this.#log("debug", data.toString()));
    child.stderr?.on("data", (data: Buffer) => {
      // llama.cpp prints its assertion failures to stderr right before it aborts.
      this.#stderr = (this.#stderr + data.toString()).slice(-2000);
      this.#log("warn", data.toString());
    });
    child.on("message", (message: FromWorker) => this.#onMessage(child, message));
    child.on("exit", (code, signal) => this.#onExit(child, code, signal));
    child.on("error", (error) => {
      this.#log("error", `local model process: ${error.message}`);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    const ready = new Promise<LoadedInfo>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#loadFailed(`it did not load within ${loadTimeoutMs / 1000} s`, false);
        child.kill("SIGKILL");
      }, loadTimeoutMs);
      this.#loading = {
        key,
        modelPath,
        resolve: (info) => {
          clearTimeout(timer);
          resolve(info);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
    ready.catch(() => {}); // a failed load is reported to the callers awaiting it
    child.send({ type: "load", modelPath, threads, contextSize, sequences, gpu });
    this.#updateRef();
    return ready;
  }

  #onMessage(child: ChildProcess, message: FromWorker) {
    if (child !== this.#child) return;
    switch (message.type) {
      case "loaded":
        this.#log("info", `local model loaded in ${message.info.loadMs} ms`);
        this.#loading?.resolve(message.info);
        this.#loading = undefined;
        this.#updateRef();
        break;
      case "load-failed":
        this.#loadFailed(message.message);
        break;
      case "started":
        this.#pending.get(message.id)?.onStarted?.(message.warnings);
        break;
      case "chunk":
        this.#pending.get(message.id)?.onChunk?.(message.text);
        break;
      case "done":
        this.#pending.get(message.id)?.resolve(message);
        break;
      case "error":
        this.#pending.get(message.id)?.reject(new Error(`Local model: ${message.message}`));
        break;
      case "log":
        this.#log(["error", "fatal"].includes(message.level) ? "error" : "warn", message.message);
        break;
    }
  }

  /** Fails the load; unless told otherwise, remembers it until the file changes. */
  #loadFailed(reason: string, remember = true) {
    const loading = this.#loading;
    if (!loading) return;
    this.#loading = undefined;
    const error = new LocalModelUnavailableError(loading.modelPath, reason);
    if (remember) this.#failure = { key: loading.key, error };
    this.#ready = undefined;
    loading.reject(error);
  }

  #onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (child !== this.#child) return;
    this.#child = undefined;
    this.#ready = undefined;
    const assertion = /GGML_ASSERT\([^\n]*|error[^\n]*/i.exec(this.#stderr)?.[0];
    const detail = [signal ? `signal ${signal}` : `exit code ${code}`, assertion]
      .filter(Boolean)
      .join(": ");
    this.#loadFailed(`its process crashed while loading it, ${detail}`);
    this.#fail(new LocalModelCrashedError(detail));
  }

  #fail(error: Error) {
    if (this.#loading) {
      this.#loading.reject(error);
      this.#loading = undefined;
    }
    for (const pending of [...this.#pending.values()]) pending.reject(error);
    this.#pending.clear();
  }

  /** Lets the parent exit while the child idles; holds it while a load or request runs. */
  #updateRef() {
    const child = this.#child;
    if (!child) return;
    const busy = this.#loading !== undefined || this.#pending.size > 0;
    const handles = [
      child,
      child.channel,
      child.stdout as Socket | null,
      child.stderr as Socket | null,
    ];
    for (const handle of handles) {
      if (busy) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  #log(level: LogLevel, message: string) {
    const text = message.trim();
    if (text) this.options.logger?.(level, text);
  }
}

/** Identifies a version of the model file; rejects when there is no file at the path. */
async function fileKey(file: string): Promise<string> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error("not a file");
    return `${info.size}:${info.mtimeMs}`;
  } catch {
    throw new LocalModelUnavailableError(file);
  }
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
