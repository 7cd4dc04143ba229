import { EventEmitter } from "node:events";
import { stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import type { ModelProblem, ModelStatus } from "@domain/model-status";
import { hostForLog } from "@domain/url-redaction";
import type { Logger } from "../../log";
import { downloadLock } from "./download-lock";
import { LocalModelUnavailableError } from "./host";
import { type DetectedMachine, detectMachine } from "./machine";
import { DownloadProblem, downloadModel, formatBytes, secondsLeft } from "./model-download";
import { type ModelTarget, modelsDir, resolveTarget, type TargetSettings } from "./model-target";

export type ModelSupplyOptions = {
  settings: TargetSettings;
  /** LOCAL_MODEL_AUTO_PULL: fetch a missing model by itself. */
  autoPull: boolean;
  log: Pick<Logger, "info" | "warn" | "error">;
  detect?: () => Promise<DetectedMachine>;
  /** Pauses between tries; one more try than pauses, then the download gives up. */
  pausesMs?: number[];
  stallMs?: number;
  /** How often a process that does not download looks at the one that does. */
  pollMs?: number;
  staleMs?: number;
};

/** 5 s, 15 s, 45 s, 2 min, 5 min, 10 min, 10 min: eight tries over about 33 minutes. */
export const RETRY_PAUSES_MS = [5, 15, 45, 120, 300, 600, 600].map((s) => s * 1000);

type Listener = (status: ModelStatus) => void;

/**
 * Makes sure the local model file is there: finds which one (model-target.ts), and when it is
 * missing downloads it in the background (unless LOCAL_MODEL_AUTO_PULL=0), retrying with growing
 * pauses. Only one process sharing DATA_DIR downloads; the others show its progress and take
 * over if it dies. Generations wait in whenReady(); the dashboard, /healthz and the terminal
 * read `status` and subscribe to its changes.
 */
export class ModelSupply {
  #status: ModelStatus = { provider: "local", state: "checking", model: "" };
  #target: ModelTarget | undefined;
  #events = new EventEmitter();
  #stop = new AbortController();
  #machine: Promise<DetectedMachine> | undefined;
  #running: Promise<void> | undefined;
  #lastEmit = 0;
  #emitted: ModelStatus | undefined;

  constructor(private readonly options: ModelSupplyOptions) {
    this.#events.setMaxListeners(0);
  }

  get status(): ModelStatus {
    return this.#status;
  }

  get target(): ModelTarget | undefined {
    return this.#target;
  }

  /** The machine as node-llama-cpp sees it (asked once, in a child process). */
  machine(): Promise<DetectedMachine> {
    this.#machine ??= (this.options.detect ?? detectMachine)();
    return this.#machine;
  }

  start(): void {
    this.#running ??= this.#run().catch((error) => {
      if (this.#stop.signal.aborted) return;
      this.options.log.error({ err: error }, "preparing the local model failed");
      this.#set({ state: "failed", problem: { kind: "disk" } });
    });
  }

  subscribe(listener: Listener): () => void {
    this.#events.on("change", listener);
    return () => this.#events.off("change", listener);
  }

  /** Resolves once the model to use is known (the first second of a start), or after `ms`. */
  async settled(ms: number): Promise<void> {
    if (this.#status.state !== "checking") return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const unsubscribe = this.subscribe((status) => status.state !== "checking" && done());
      function done() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
    });
  }

  /**
   * The model file's path once it is there. While it downloads this waits (a generation shows
   * the download's progress meanwhile); when the download gave up, or nothing will fetch the
   * file, it rejects with a LocalModelUnavailableError that says what to do.
   */
  async whenReady(signal?: AbortSignal): Promise<string> {
    for (;;) {
      signal?.throwIfAborted();
      const { state, problem } = this.#status;
      const target = this.#target;
      if (state === "ready" && target) return target.path;
      if (state === "failed" || state === "missing") {
        const where = target?.path ?? modelsDir(this.options.settings.dataDir);
        throw new LocalModelUnavailableError(where, describeProblem(problem?.kind));
      }
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          unsubscribe();
          reject(signal?.reason);
        };
        const unsubscribe = this.subscribe(() => {
          signal?.removeEventListener("abort", onAbort);
          unsubscribe();
          resolve();
        });
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    }
  }

  /** Stops downloading (the partial file stays for the next start) and releases the lock. */
  async stop(): Promise<void> {
    this.#stop.abort(new Error("stopping"));
    await this.#running;
  }

  #set(change: Partial<ModelStatus>, force = true) {
    const next: ModelStatus = { ...this.#status, ...change };
    if (change.state && change.state !== "retrying") delete next.retryInSeconds;
    if (change.state && !change.problem && change.state !== "retrying") delete next.problem;
    if (change.state === "ready") delete next.progress;
    const same = JSON.stringify(next) === JSON.stringify(this.#emitted);
    this.#status = next;
    if (same) return;
    // Progress arrives ten times a second; listeners hear of it at most five.
    const now = performance.now();
    if (!force && now - this.#lastEmit < 200) return;
    this.#lastEmit = now;
    this.#emitted = next;
    this.#events.emit("change", next);
  }

  async #run(): Promise<void> {
    const { settings, autoPull } = this.options;
    const target = await resolveTarget(settings, () => this.machine());
    this.#target = target;
    this.#status = { ...this.#status, model: target.label };
    const signal = this.#stop.signal;
    if (await exists(target.path)) {
      this.#set({ state: "ready" });
      return;
    }
    if (!autoPull || !target.url) {
      this.options.log.warn(
        { path: target.path },
        `no model file at ${target.path}${autoPull ? "" : " and LOCAL_MODEL_AUTO_PULL=0"}: generations fail until there is one. Run npm run model:pull. ${CHOICES}`,
      );
      this.#set({ state: "missing", problem: { kind: autoPull ? "noFile" : "autoPullOff" } });
      await this.#waitForFile(target.path);
      return;
    }
    const url = target.url;
    const lock = downloadLock(target.path, this.options.staleMs);
    while (!signal.aborted) {
      if (await exists(target.path)) {
        this.#set({ state: "ready" });
        return;
      }
      const lost = new AbortController();
      const release = await lock.acquire((error) => {
        this.options.log.warn({ err: error }, "the model download lock was lost");
        lost.abort(error);
      });
      if (!release) {
        await this.#follow(lock);
        continue;
      }
      let outcome: "ready" | "failed" | "lost" | "stopped";
      try {
        outcome = await this.#download(url, target, lock, AbortSignal.any([signal, lost.signal]));
      } finally {
        // A lock left behind is taken over once stale; say why the next start may wait for it.
        await release().catch((error) =>
          this.options.log.warn({ err: error }, "the model download lock could not be released"),
        );
      }
      if (outcome === "ready") {
        this.#set({ state: "ready" });
        return;
      }
      if (outcome === "failed") {
        await this.#waitForFile(target.path);
        return;
      }
    }
  }

  /** Tries, pausing longer after each failure; a try that got bytes resets the count. */
  async #download(
    url: string,
    target: ModelTarget,
    lock: ReturnType<typeof downloadLock>,
    signal: AbortSignal,
  ): Promise<"ready" | "failed" | "lost" | "stopped"> {
    const pauses = this.options.pausesMs ?? RETRY_PAUSES_MS;
    const log = this.options.log;
    let published = 0;
    // State changes at once; progress at most twice a second; one write after the other, so
    // the note can be removed after the last one.
    let writing: Promise<void> = Promise.resolve();
    const publish = (force = true) => {
      if (!force && performance.now() - published < 500) return;
      published = performance.now();
      const status = this.#status;
      // The note only shows other processes the progress: a failed write costs them one update.
      writing = writing
        .then(() => lock.publish(status))
        .catch((error) =>
          log.warn({ err: error }, "the model download's progress note was not written"),
        );
    };
    let failures = 0;
    // The host only: LOCAL_MODEL_URL may be a signed URL (issue 24).
    log.info(
      { host: hostForLog(url), path: target.path, why: target.why },
      `downloading the model ${target.label} from ${hostForLog(url)} to ${target.path}`,
    );
    if (!target.sha256) {
      log.warn(
        { host: hostForLog(url) },
        `no SHA-256 is pinned for ${target.label}: the download is checked only against the SHA-256 ${hostForLog(url)} states, which catches a damaged file, not a replaced one. Set LOCAL_MODEL_SHA256 to pin it.`,
      );
    }
    // Every way out waits for the last note to be written (nothing writes after we return).
    try {
      for (;;) {
        let gained = false;
        let start: number | undefined;
        this.#set({ state: "downloading" });
        publish();
        try {
          const result = await downloadModel({
            url,
            destination: target.path,
            sha256: target.sha256,
            signal,
            stallMs: this.options.stallMs,
            onProgress: (progress) => {
              start ??= progress.received;
              if (progress.received > start) gained = true;
              const left = secondsLeft(progress);
              this.#set(
                {
                  state: "downloading",
                  progress: {
                    received: progress.received,
                    total: progress.total ?? null,
                    bytesPerSecond: Math.round(progress.bytesPerSecond),
                    secondsLeft: left ?? null,
                  },
                },
                progress.received === progress.total,
              );
              publish(false);
            },
          });
          log.info(
            { path: result.path, bytes: result.bytes, resumedFrom: result.resumedFrom },
            `the model ${target.label} is ready (${formatBytes(result.bytes)}, checked: ${result.verified})`,
          );
          // The progress note (and, in #run, the lock) go before anyone hears it is ready.
          await writing;
          await lock.clear();
          return "ready";
        } catch (error) {
          if (signal.aborted) return this.#stop.signal.aborted ? "stopped" : "lost";
          const problem = toProblem(error);
          failures = gained ? 1 : failures + 1;
          const pause = pauses[failures - 1];
          if (pause === undefined) {
            log.error(
              { err: error, tries: failures },
              `the model download gave up: ${(error as Error).message} ${CHOICES}`,
            );
            this.#set({ state: "failed", problem });
            publish();
            return "failed";
          }
          log.warn(
            { err: error, retryInSeconds: pause / 1000 },
            `the model download failed: ${(error as Error).message} Trying again in ${pause / 1000} s. ${CHOICES}`,
          );
          this.#set({ state: "retrying", problem, retryInSeconds: Math.round(pause / 1000) });
          publish();
          try {
            await sleep(pause, undefined, { signal });
          } catch {
            return this.#stop.signal.aborted ? "stopped" : "lost";
          }
        }
      }
    } finally {
      await writing;
    }
  }

  /** Shows another process's download until it ends or its lock goes free. */
  async #follow(lock: ReturnType<typeof downloadLock>) {
    const target = this.#target as ModelTarget;
    const poll = this.options.pollMs ?? 1_000;
    while (!this.#stop.signal.aborted) {
      if (await exists(target.path)) return;
      const published = await lock.read();
      if (published && published.state !== "ready") {
        const { state, progress, problem, retryInSeconds } = published;
        this.#set({ state, progress, problem, retryInSeconds });
      } else if (this.#status.state === "checking") {
        this.#set({ state: "downloading" });
      }
      if (!(await lock.isHeld())) return;
      await sleep(poll, undefined, { signal: this.#stop.signal }).catch(() => {});
    }
  }

  /** After giving up (or with nothing to fetch): ready as soon as someone puts the file there. */
  async #waitForFile(file: string) {
    while (!this.#stop.signal.aborted) {
      await sleep(5_000, undefined, { signal: this.#stop.signal }).catch(() => {});
      if (await exists(file)) {
        this.#set({ state: "ready" });
        return;
      }
    }
  }
}

/** What a person can do when the local model cannot come (logged with every failure). */
export const CHOICES =
  "Meanwhile: set AI_PROVIDER (openai, anthropic, google) with AI_API_KEY, or AI_PROVIDER=openai-compatible with AI_BASE_URL for a server such as Ollama, or LOCAL_MODEL_PATH to a GGUF file you have.";

function toProblem(error: unknown): NonNullable<ModelStatus["problem"]> {
  if (error instanceof DownloadProblem) {
    return {
      kind: error.kind,
      host: error.host,
      ...(error.status ? { status: error.status } : {}),
    };
  }
  return { kind: "interrupted" };
}

function describeProblem(kind: ModelProblem | undefined): string {
  switch (kind) {
    case "autoPullOff":
      return "there is no model file and LOCAL_MODEL_AUTO_PULL=0 turns the download off";
    case "noFile":
      return "there is no file there";
    case "disk":
      return "the models folder cannot be written";
    default:
      return "its download failed after several tries";
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
