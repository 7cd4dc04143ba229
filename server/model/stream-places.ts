import type { Response } from "express";
import { errorAnswer, TooManyRequests } from "../errors";

/**
 * Event streams one user may hold open in one process, of every kind: a generation's progress
 * and the writing model's state (issue 24) count together. One more is refused (429), not the
 * oldest closed: a closed EventSource reconnects by itself, so closing the oldest would make two
 * tabs take the place from each other forever (ADR 0017).
 */
export const STREAMS_PER_USER = 5;
const STREAM_RETRY_AFTER_SECONDS = 10;

/** The open streams of each user in this process; one instance serves every stream route. */
export class StreamPlaces {
  readonly #open = new Map<string, number>();

  constructor(readonly limit = STREAMS_PER_USER) {}

  /**
   * Takes one of the user's places before anything is awaited (so concurrent opens cannot pass
   * together): the function that gives it back (once, however often called), or undefined when
   * the user has all of them open.
   */
  take(userId: string): (() => void) | undefined {
    const open = this.#open.get(userId) ?? 0;
    if (open >= this.limit) return undefined;
    this.#open.set(userId, open + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.#open.get(userId) ?? 1) - 1;
      if (left > 0) this.#open.set(userId, left);
      else this.#open.delete(userId);
    };
  }

  /** Answers 429 STREAM_LIMIT with Retry-After, as every stream route does. */
  refuse(res: Response): void {
    const { status, body, headers } = errorAnswer(
      new TooManyRequests("common:errors.streamLimit", STREAM_RETRY_AFTER_SECONDS, {
        code: "STREAM_LIMIT",
        params: { count: this.limit },
      }),
    );
    res
      .status(status)
      .set(headers ?? {})
      .json(body);
  }
}
