import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

// Building an Intl.DateTimeFormat is costly (toLocaleDateString builds one per call): one per
// language and zone serves every card of every render.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(language: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${timeZone ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone });
    formats.set(key, format);
  }
  return format;
}

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
  const format = formatFor(language, inBrowser ? undefined : "UTC");
  return (iso) => format.format(new Date(iso));
}
