import { addressOf, type Contract } from "@domain/api/contract";
import type { ApiError } from "@domain/api/errors";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { callApi } from "./use-api";

/** What every durable job is on the client (ADR 0023): its id and its lifecycle. */
export type JobShape = { id: string; status: "queued" | "running" | "succeeded" | "failed" };

// The request's type is the contract's own; the hook passes what the screen gives it.
// biome-ignore lint/suspicious/noExplicitAny: any request body a start contract declares.
type AnyBody = any;

/** A job kind as the browser starts and follows it, each step through its API contract. */
export type JobKind<Job extends JobShape, Started, Event extends { status: string }, Read> = {
  /**
   * The contract a start is sent to (the request as JSON; `params` fills its path, as a post's
   * id in /api/posts/:id/fact-checks), and the job its answer begins.
   */
  start: {
    contract: Contract<string, AnyBody, Started>;
    params?: Record<string, string>;
    begin(answer: Started): Job;
  };
  /**
   * Followed by its Server-Sent Events (the browser resumes a dropped stream by itself): the
   * stream's contract (answer kind "events") and the path parameters of a job's stream...
   */
  events?: {
    contract: Contract<string, never, Event>;
    params(job: Job): Record<string, string>;
    apply(job: Job, event: Event): Job;
  };
  /** ...or read again through its contract every `everyMs` while it runs. */
  poll?: {
    contract: Contract<string, never, Read>;
    params(job: Job): Record<string, string>;
    read(answer: Read): Job;
    everyMs: number;
  };
};

export const isActive = (job: JobShape | null | undefined) =>
  job?.status === "queued" || job?.status === "running";

/**
 * Starts a durable job through its API, follows it to its end and says when it ended: the one
 * way the screens run a job (Create's generations, the Idea Lab's sets). The job runs on the
 * server, so a closed tab loses nothing; `latest` (the loader's newest job, when the screen has
 * one) is picked up and followed where it is after a reload. `onFinished` is called once for
 * each job this hook saw running, when it has succeeded or failed (an old finished job is not
 * announced). `unfollowed`: the server refused the stream (too many open), the job goes on.
 */
export function useJob<Job extends JobShape, Started, Event extends { status: string }, Read>(
  kind: JobKind<Job, Started, Event, Read>,
  options: { latest?: Job | null; onFinished?(job: Job): void } = {},
) {
  const [job, setJob] = useState<Job | null>(options.latest ?? null);
  const [starting, setStarting] = useState(false);
  const [unfollowed, setUnfollowed] = useState(false);
  const kindRef = useRef(kind);
  kindRef.current = kind;
  const jobRef = useRef(job);
  jobRef.current = job;

  // The loader's latest job wins when it is another job or a later state of this one.
  const { latest } = options;
  useEffect(() => {
    if (latest)
      setJob((current) => (current?.id === latest.id && isActive(latest) ? current : latest));
  }, [latest]);

  // While the job runs: its event stream, or a read every so often. Each answer replaces the job
  // it is about (an answer about an earlier job changes nothing).
  const id = job?.id ?? null;
  const running = isActive(job);
  useEffect(() => {
    const current = jobRef.current;
    if (!id || !running || !current) return;
    const { events, poll } = kindRef.current;
    const about = (next: Job) => setJob((previous) => (previous?.id === id ? next : previous));
    if (events) {
      const { answer } = events.contract;
      const schema = (answer.kind === "events" ? answer.schema : undefined) as z.ZodType<Event>;
      const stream = new EventSource(addressOf(events.contract, events.params(current)));
      stream.onmessage = (message) => {
        const parsed = schema.safeParse(JSON.parse(message.data));
        if (!parsed.success) return;
        const event = parsed.data;
        setJob((previous) => (previous?.id === id ? events.apply(previous, event) : previous));
        if (event.status === "succeeded" || event.status === "failed") stream.close();
      };
      // A dropped connection is retried by the browser (readyState CONNECTING); CLOSED means it
      // gave up: the server answered with an error (429 STREAM_LIMIT) instead of the stream.
      stream.onerror = () => {
        if (stream.readyState === EventSource.CLOSED) setUnfollowed(true);
      };
      return () => stream.close();
    }
    if (!poll) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const answer = await callApi(poll.contract, { params: poll.params(current) as never });
      if (stopped) return;
      // A read that failed is tried again at the next interval.
      if (answer.ok) about(poll.read(answer.value));
      timer = setTimeout(read, poll.everyMs);
    };
    timer = setTimeout(read, poll.everyMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, running]);

  // The job this hook saw running: its end is announced, once.
  const followed = useRef<string | null>(null);
  if (job && isActive(job)) followed.current = job.id;
  const onFinished = useRef(options.onFinished);
  onFinished.current = options.onFinished;
  useEffect(() => {
    if (!job || isActive(job) || followed.current !== job.id) return;
    followed.current = null;
    onFinished.current?.(job);
  }, [job]);

  /** Starts a job; resolves with the server's refusal (or an unexpected error), null once started. */
  const start = useCallback(async (request: unknown): Promise<ApiError | null> => {
    const { start } = kindRef.current;
    setStarting(true);
    setUnfollowed(false);
    const answer = await callApi(start.contract, {
      body: request,
      ...(start.params ? { params: start.params as never } : {}),
    });
    setStarting(false);
    if (!answer.ok) return answer.error;
    setJob(start.begin(answer.value));
    return null;
  }, []);

  /** Forgets the job shown (its stream closes); the job itself goes on on the server. */
  const reset = useCallback(() => {
    setJob(null);
    setUnfollowed(false);
  }, []);

  return { job, starting, unfollowed, busy: starting || isActive(job), start, reset };
}
