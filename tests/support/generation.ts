import type { Database } from "@server/db";
import {
  type GenerationQueue,
  type Pipeline,
  setGenerationQueue,
  startGenerationQueue,
} from "@server/generation";
import { ProgressHub } from "@server/jobs";
import { createLogger, type Logger } from "@server/log";
import type { GenerationModel } from "@server/model";
import { MockLanguageModelV4 } from "ai/test";

export const silentLog = createLogger("silent");

/** A mock model as the runner takes it (provider and structured mode included). */
export const mockModel = (): GenerationModel => ({
  model: new MockLanguageModelV4(),
  provider: "mock",
  structured: { mode: "json_schema", lengthsInDescriptions: false },
});

/** A pipeline that writes a fixed draft in a few streamed steps, without any model. */
export function scriptedPipeline(
  options: { delayMs?: number; fail?: boolean; block?: boolean } = {},
): Pipeline {
  return async ({ progress, signal, input }) => {
    progress.phase("analyzing", 5);
    progress.phase("writing", 12);
    for (const part of [
      "<h2>Why it matters</h2>",
      "<p>Plans that survive ",
      "a busy quarter are small.</p>",
    ]) {
      if (options.block)
        await new Promise((_, reject) =>
          signal.addEventListener("abort", () => reject(signal.reason)),
        );
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 5));
      progress.append(part);
    }
    if (options.fail) throw new Error("model unavailable");
    progress.phase("optimizing", 85);
    return {
      title: String(input.title),
      html: "<h2>Why it matters</h2><p>Plans that survive a busy quarter are small.</p><script>alert(1)</script>",
      metaDescription: "Small plans survive busy quarters.",
      synopsis: "Keep plans small.",
      abstract: "Small plans survive.",
      slug: "Plans That Survive!",
      keywords: ["planning", "Planning", "quarter"],
      fallbacks: [],
    };
  };
}

/** Starts pg-boss and the progress hub on a test database, with the given pipeline. */
export async function startTestQueue(
  db: Database,
  url: string,
  pipeline: Pipeline,
  options: {
    heartbeatSeconds?: number;
    retryLimit?: number;
    work?: boolean;
    model?: () => GenerationModel;
    log?: Logger;
  } = {},
): Promise<{ queue: GenerationQueue; hub: ProgressHub; stop(): Promise<void> }> {
  const hub = new ProgressHub(url, silentLog);
  await hub.start();
  const { model = mockModel, log = silentLog, ...queueOptions } = options;
  const queue = await startGenerationQueue({
    url,
    log,
    concurrency: 2,
    monitorIntervalSeconds: 2,
    deps: { db, log, pipeline, model },
    ...queueOptions,
  });
  setGenerationQueue(queue);
  return {
    queue,
    hub,
    async stop() {
      await queue.stop();
      await hub.stop();
    },
  };
}

export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
