import { processSlot } from "../process-slot";
import type { GenerationQueue } from "./queue";

const slot = processSlot<GenerationQueue>("generation-queue");

export function setGenerationQueue(queue: GenerationQueue | undefined): void {
  slot.set(queue);
}

export function generationQueue(): GenerationQueue {
  return slot.require("The generation queue");
}
