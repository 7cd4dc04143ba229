import type { ApiError } from "@domain/api/errors";
import type { Publication } from "@domain/publishing";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult } from "~/lib/use-api";
import { isMoving } from "./publishing-text";

/** How often a list with a publication in flight is read again. */
export const POLL_MS = 2_500;

/**
 * A list of publications read with `read`, again every POLL_MS while one of them is queued,
 * publishing, retrying or due, and whenever `version` changes (a publish or a cancel here).
 */
export function usePublications(
  read: () => Promise<ApiResult<{ publications: Publication[] }>>,
  version: unknown,
) {
  const [publications, setPublications] = useState<Publication[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const latest = useRef(read);
  latest.current = read;

  const load = useCallback(async () => {
    const result = await latest.current();
    if (result.ok) {
      setPublications(result.value.publications);
      setError(null);
    } else setError(result.error);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for a new read.
  useEffect(() => {
    void load();
  }, [load, version]);

  const moving = publications?.some((p) => isMoving(p)) ?? false;
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => void load(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [moving, load]);

  // A schedule far ahead is read again when its time comes (then polled while it runs).
  const nextDue = publications
    ?.filter((p) => p.status === "scheduled" && p.scheduledFor)
    .map((p) => new Date(p.scheduledFor as string).getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextDue === undefined) return;
    const delay = Math.min(Math.max(nextDue - Date.now(), 0) + 1_000, 2_000_000_000);
    const timer = window.setTimeout(() => void load(), delay);
    return () => window.clearTimeout(timer);
  }, [nextDue, load]);

  return { publications, error, reload: load };
}
