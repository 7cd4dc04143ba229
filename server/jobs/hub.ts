import pg from "pg";
import type { Logger } from "../log";
import { PROGRESS_CHANNEL } from "./progress";

type Listener = () => void;

/**
 * One LISTEN connection per process for job progress (every metered job kind, ADR 0023); event
 * streams subscribe by job id. Reconnects after a lost connection and then wakes every subscriber, so that
 * nothing written while it was away is missed.
 */
export class ProgressHub {
  readonly #subscribers = new Map<string, Set<Listener>>();
  #client: pg.Client | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
    /** The channel listened to; the public site's change notices use the same mechanism. */
    private readonly channel: string = PROGRESS_CHANNEL,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      if (message.payload) this.#wake(message.payload);
    });
    client.on("error", (error) => {
      this.log.warn({ err: error, channel: this.channel }, "listener lost its connection");
      this.#reconnect();
    });
    client.on("end", () => this.#reconnect());
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.#client = client;
  }

  #reconnect(): void {
    if (this.#stopped || this.#retry) return;
    this.#client = null;
    this.#retry = setTimeout(async () => {
      this.#retry = null;
      try {
        await this.start();
        for (const id of this.#subscribers.keys()) this.#wake(id);
      } catch (error) {
        // Tried again every second until the database answers; each miss is said once.
        this.log.warn({ err: error, channel: this.channel }, "listener could not reconnect");
        this.#reconnect();
      }
    }, 1_000);
  }

  #wake(id: string): void {
    for (const listener of this.#subscribers.get(id) ?? []) listener();
  }

  subscribe(id: string, listener: Listener): () => void {
    let set = this.#subscribers.get(id);
    if (!set) {
      set = new Set();
      this.#subscribers.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#subscribers.delete(id);
    };
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#client?.end().catch((error: unknown) => {
      this.log.warn({ err: error, channel: this.channel }, "listener did not close cleanly");
    });
  }
}
