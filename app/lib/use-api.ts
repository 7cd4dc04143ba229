/**
 * The browser's half of the API seam: one typed way to call a contract (domain/api/contract.ts).
 * `useApi(contract, { onDone, onError })` calls through a React Router fetcher, so the loaders on
 * screen revalidate after a change and the flash cookie's toast shows, and reads each answer once
 * with the contract: `onDone` gets the typed value, `onError` the error (code, message key,
 * field, params). `callApi` is the same call with `fetch`, for reads outside React's tree.
 */
import {
  addressOf,
  type BodyOf,
  type Contract,
  type OutputOf,
  type PathParams,
} from "@domain/api/contract";
import { type ApiError, apiErrorSchema, readAnswer, UNEXPECTED_ERROR } from "@domain/api/errors";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";

type Query = Record<string, string | number | boolean | undefined | null>;

export type CallOptions<C extends Contract> = {
  params?: PathParams<C["path"]>;
  body?: BodyOf<C>;
  /** A multipart body instead (a contract whose body takes a file): sent as it is. */
  form?: FormData;
  query?: Query;
};

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The answer read through the contract (a file or a redirect reads as done, with no value). */
function read<C extends Contract>(c: C, body: unknown): ApiResult<OutputOf<C>> {
  if (c.answer.kind === "json" || c.answer.kind === "events")
    return readAnswer(c.answer.schema as z.ZodType<OutputOf<C>>, body);
  const refusal = apiErrorSchema.safeParse(body);
  return refusal.success
    ? { ok: false, error: refusal.data.error }
    : { ok: true, value: undefined as OutputOf<C> };
}

type Handlers<C extends Contract> = {
  onDone?: (value: OutputOf<C>) => void;
  onError?: (error: ApiError) => void;
  /**
   * The fetcher's key, to share one call between components: one calls, another (still on
   * screen when the caller is gone, a deleted card's) reads the answer.
   */
  key?: string;
};

/** A contract's call through a fetcher; each answer reaches the handlers once. */
export function useApi<C extends Contract>(c: C, handlers: Handlers<C> = {}) {
  const fetcher = useFetcher({ key: handlers.key });
  const latest = useRef(handlers);
  latest.current = handlers;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef<unknown>(undefined);

  useEffect(() => {
    if (answer === undefined || seen.current === answer) return;
    seen.current = answer;
    const result = read(c, answer);
    if (result.ok) latest.current.onDone?.(result.value);
    else latest.current.onError?.(result.error);
  }, [answer, c]);

  const call = (options: CallOptions<C> = {} as CallOptions<C>) => {
    const action = addressOf(c, (options.params ?? {}) as Record<string, string>, options.query);
    if (c.method === "GET") return fetcher.load(action);
    return fetcher.submit((options.body ?? null) as never, {
      method: c.method,
      action,
      ...(options.body === undefined ? {} : { encType: "application/json" as const }),
    });
  };

  const result = answer === undefined ? undefined : read(c, answer);
  return {
    call,
    busy: fetcher.state !== "idle",
    /** The address being called, while a call is under way. */
    pendingAction: fetcher.state === "idle" ? undefined : fetcher.formAction,
    /** The last answer, read with the contract (undefined before the first and during a call). */
    result,
  };
}

/** A contract's call with `fetch`; never throws (no connection reads as the unexpected error). */
export async function callApi<C extends Contract>(
  c: C,
  options: CallOptions<C> & { signal?: AbortSignal } = {} as CallOptions<C>,
): Promise<ApiResult<OutputOf<C>>> {
  const address = addressOf(c, (options.params ?? {}) as Record<string, string>, options.query);
  try {
    const response = await fetch(address, {
      method: c.method,
      signal: options.signal,
      // A form's Content-Type (with its boundary) is the browser's to set.
      headers:
        options.body === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    // A body that is not JSON (a proxy's error page) reads as null: `read` turns it into the
    // unexpected error, which the caller shows; nothing is lost silently.
    const body: unknown = await response.json().catch(() => null);
    return read(c, body);
  } catch (error) {
    if ((error as { name?: string }).name === "AbortError") throw error;
    console.warn(`${c.method} ${c.path} failed`, error);
    return { ok: false, error: UNEXPECTED_ERROR };
  }
}
