import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { CreateDefaults } from "~/components/create/form-state";

/** What another screen (the Idea Lab) hands to the Create tab; `autoGenerate` starts it. */
export type Prefill = CreateDefaults & { autoGenerate?: boolean };

/** The session-storage entry of spec section 9. */
export const PENDING_GENERATION_KEY = "pendingContentGeneration";
/** A window event carrying a Prefill as its detail, for a page that is already open. */
export const PREFILL_EVENT = "inkwell:prefill-generation";

function read(raw: unknown): Prefill | null {
  return raw && typeof raw === "object" ? (raw as Prefill) : null;
}

/**
 * The Create tab's prefill, from navigation state, the session-storage entry (read once and
 * removed) or the window event; `version` changes with each new prefill so the form restarts.
 */
export function usePrefill(): { prefill: Prefill | null; version: number } {
  const location = useLocation();
  const [value, setValue] = useState<{ prefill: Prefill | null; version: number }>({
    prefill: null,
    version: 0,
  });
  useEffect(() => {
    const fromState = read((location.state as { prefill?: unknown } | null)?.prefill);
    let fromStorage: Prefill | null = null;
    const stored = sessionStorage.getItem(PENDING_GENERATION_KEY);
    if (stored) {
      sessionStorage.removeItem(PENDING_GENERATION_KEY);
      try {
        fromStorage = read(JSON.parse(stored));
      } catch {
        // A malformed entry is dropped.
      }
    }
    const first = fromState ?? fromStorage;
    if (first) setValue((v) => ({ prefill: first, version: v.version + 1 }));
  }, [location.state]);
  useEffect(() => {
    const onEvent = (event: Event) => {
      const prefill = read((event as CustomEvent).detail);
      if (prefill) setValue((v) => ({ prefill, version: v.version + 1 }));
    };
    window.addEventListener(PREFILL_EVENT, onEvent);
    return () => window.removeEventListener(PREFILL_EVENT, onEvent);
  }, []);
  return value;
}
