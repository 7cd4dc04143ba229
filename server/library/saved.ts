import type { Database, schema } from "../db";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type SavedPost = typeof schema.blogPosts.$inferSelect;

/**
 * What follows from a post's change (issue 30): its `post.updated` webhook event. Each listener
 * runs inside the transaction that writes the post (an editor save, accepted AI edits, a restored
 * version: `kind` is the version's kind), so the event is committed with the change or not at
 * all. Registered at start-up (server/main.ts) by the modules that care, which this one does not
 * import.
 */
type Listener = (tx: Tx, post: SavedPost, change: { kind: string }) => Promise<void>;

const listeners = new Map<string, Listener>();

/** Registers (or replaces, on a hot reload) the listener named `name`. */
export function onPostSaved(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

export async function postSaved(tx: Tx, post: SavedPost, change: { kind: string }): Promise<void> {
  for (const listener of listeners.values()) await listener(tx, post, change);
}
