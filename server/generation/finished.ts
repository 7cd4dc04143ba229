import type { schema } from "../db";
import type { JobTx } from "../jobs";

export type FinishedGeneration = typeof schema.generations.$inferSelect;

/**
 * What follows from a generation's end (issue 30): its webhook event, a bulk run's row and next
 * rows. Each listener runs inside the transaction that marks the generation succeeded or failed
 * (server/jobs `finished`), so its writes are committed with the end or not at all. Registered at
 * start-up by the modules that care (server/webhooks, server/bulk), which import this one: the
 * generation module imports none of them.
 */
type Listener = (tx: JobTx, generation: FinishedGeneration) => Promise<void>;

const listeners = new Map<string, Listener>();

/** Registers (or replaces, on a hot reload) the listener named `name`. */
export function onGenerationFinished(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

export async function generationFinished(tx: JobTx, generation: FinishedGeneration): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, generation);
}
