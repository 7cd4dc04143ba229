import { useSyncExternalStore } from "react";
import { formatDate } from "./format";

const subscribe = () => () => {};

/**
 * Formats dates in the reader's own time zone. The server does not know that zone, so the
 * server's HTML and the hydrating render use UTC (they must match); the browser's zone follows
 * right after hydration.
 */
export function useDateText(language: string): (iso: string) => string {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const timeZone = inBrowser ? undefined : "UTC";
  return (iso) => formatDate(language, iso, { dateStyle: "medium", timeZone });
}
