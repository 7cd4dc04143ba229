import { useCallback, useEffect, useRef, useState } from "react";

export type GenerationState = {
  id: string | null;
  status: "idle" | "starting" | "queued" | "running" | "succeeded" | "failed";
  phase: string;
  percent: number;
  text: string;
  postId: string | null;
  error: string | null;
};

export type StartError = {
  code: string;
  title: string;
  message: string;
  tier?: string;
  limit?: number;
};

const IDLE: GenerationState = {
  id: null,
  status: "idle",
  phase: "queued",
  percent: 0,
  text: "",
  postId: null,
  error: null,
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

  const follow = useCallback((id: string) => {
    source.current?.close();
    const events = new EventSource(`/api/generations/${id}/events`);
    source.current = events;
    events.onmessage = (message) => {
      const data = JSON.parse(message.data) as {
        status: GenerationState["status"];
        phase: string;
        percent: number;
        delta: string;
        postId: string | null;
        error: string | null;
      };
      setState((previous) => ({
        ...previous,
        status: data.status,
        phase: data.phase,
        percent: data.percent,
        text: previous.text + data.delta,
        postId: data.postId,
        error: data.error,
      }));
      if (data.status === "succeeded" || data.status === "failed") events.close();
    };
  }, []);

  const start = useCallback(
    async (input: unknown): Promise<StartError | null> => {
      setState({ ...IDLE, status: "starting" });
      const response = await fetch("/api/generations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      }).catch(() => null);
      const body = (await response?.json().catch(() => null)) as {
        id?: string;
        error?: StartError;
      } | null;
      if (!response?.ok || !body?.id) {
        setState(IDLE);
        return body?.error ?? { code: "FAILED", title: "Generation Failed", message: "" };
      }
      setState({ ...IDLE, id: body.id, status: "queued" });
      follow(body.id);
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
