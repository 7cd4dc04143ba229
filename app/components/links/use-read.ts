import type { Contract, OutputOf } from "@domain/api/contract";
import { useEffect, useState } from "react";
import { type CallOptions, callApi } from "~/lib/use-api";

export type Reading<T> = { state: "loading" } | { state: "failed" } | { state: "ready"; value: T };

/** Reads a contract's answer, again when `key` or the returned `retry` changes it. */
export function useRead<C extends Contract>(c: C, options: CallOptions<C>, key: string) {
  const [reading, setReading] = useState<Reading<OutputOf<C>>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` are the reasons to read again; `options` is named by `key`.
  useEffect(() => {
    const abort = new AbortController();
    setReading({ state: "loading" });
    callApi(c, { ...options, signal: abort.signal })
      .then((result) => {
        if (result.ok) setReading({ state: "ready", value: result.value });
        else {
          console.warn(`reading ${c.id} failed`, result.error);
          setReading({ state: "failed" });
        }
      })
      .catch((reason: unknown) => {
        if ((reason as { name?: string }).name === "AbortError") return;
        console.warn(`reading ${c.id} failed`, reason);
        setReading({ state: "failed" });
      });
    return () => abort.abort();
  }, [c, key, attempt]);
  return { reading, retry: () => setAttempt((n) => n + 1) };
}
