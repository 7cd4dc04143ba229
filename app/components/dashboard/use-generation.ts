import { type ApiError, readAnswer, UNEXPECTED_ERROR } from "@domain/api/errors";
import { generationEventSchema } from "@domain/api/generation-events";
import {
  type StartGenerationRequest,
  startGenerationResponseSchema,
} from "@domain/api/generations";
import { useCallback, useEffect, useRef, useState } from "react";
import { href } from "react-router";

export type GenerationState = {
  id: string | null;
  status: "idle" | "starting" | "queued" | "running" | "succeeded" | "failed";
  phase: string;
  percent: number;
  text: string;
  postId: string | null;
  /** A failed generation's message key. */
  error: string | null;
  /**
   * The server refused to stream the progress (the user follows too many generations at once):
   * the generation goes on, but this page cannot show it.
   */
  unfollowed: boolean;
};

const IDLE: GenerationState = {
  id: null,
  status: "idle",
  phase: "queued",
  percent: 0,
  text: "",
  postId: null,
  error: null,
  unfollowed: false,
};

/**
 * Starts a generation through the API and follows its Server-Sent Events: the state is the job's
 * real progress (phase, percent, text as written). The browser's EventSource resumes by itself
 * after a dropped connection (the server honours Last-Event-ID).
 */
export function useGeneration() {
  const [state, setState] = useState<GenerationState>(IDLE);
  const source = useRef<EventSource | null>(null);
  useEffect(() => () => source.current?.close(), []);

  const follow = useCallback((events: string) => {
    source.current?.close();
    const stream = new EventSource(events);
    source.current = stream;
    stream.onmessage = (message) => {
      const parsed = generationEventSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const data = parsed.data;
      setState((previous) => ({
        ...previous,
        status: data.status,
        phase: data.phase,
        percent: data.percent,
        text: previous.text + data.delta,
        postId: data.postId,
        error: data.error,
      }));
      if (data.status === "succeeded" || data.status === "failed") stream.close();
    };
    // A dropped connection is retried by the browser (readyState CONNECTING); CLOSED means it gave
    // up: the server answered with an error (429 STREAM_LIMIT) instead of the stream.
    stream.onerror = () => {
      if (stream.readyState === EventSource.CLOSED)
        setState((previous) => ({ ...previous, unfollowed: true }));
    };
  }, []);

  const start = useCallback(
    async (input: StartGenerationRequest): Promise<ApiError | null> => {
      setState({ ...IDLE, status: "starting" });
      const response = await fetch(href("/api/generations"), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(input),
      }).catch(() => null);
      const answer = response
        ? readAnswer(startGenerationResponseSchema, await response.json().catch(() => null))
        : ({ ok: false, error: UNEXPECTED_ERROR } as const);
      if (!answer.ok) {
        setState(IDLE);
        return answer.error;
      }
      setState({ ...IDLE, id: answer.value.id, status: "queued" });
      follow(answer.value.events);
      return null;
    },
    [follow],
  );

  const reset = useCallback(() => {
    source.current?.close();
    setState(IDLE);
  }, []);

  return { state, start, reset };
}
