import type { GenerationQueue } from "./queue";

// Kept on globalThis so that hot reloading a server module in development keeps one queue.
const KEY = Symbol.for("inkwell.generation-queue");
type Holder = { [KEY]?: GenerationQueue };

export function setGenerationQueue(queue: GenerationQueue | undefined): void {
  (globalThis as Holder)[KEY] = queue;
}

export function generationQueue(): GenerationQueue {
  const queue = (globalThis as Holder)[KEY];
  if (!queue) throw new Error("The generation queue is not started");
  return queue;
}
