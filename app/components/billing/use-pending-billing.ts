import { useEffect, useRef } from "react";
import { useRevalidator, useSearchParams } from "react-router";

const TRIES = 12;
const EVERY_MS = 1_000;

/**
 * After checkout or a subscription change the plan changes when the provider's webhook arrives,
 * a moment later. While the URL says `billing=pending`, the dashboard reloads its data each
 * second until the stored subscription changes (`syncedAt`) or a dozen tries have passed.
 */
export function usePendingBilling(syncedAt: string | null) {
  const [params, setParams] = useSearchParams();
  const pending = params.get("billing") === "pending";
  const revalidator = useRevalidator();
  const first = useRef(syncedAt);
  const tries = useRef(0);
  if (!pending) {
    // What the stored subscription was before the change this page now waits for.
    first.current = syncedAt;
    tries.current = 0;
  }
  useEffect(() => {
    if (!pending) return;
    if (syncedAt !== first.current || tries.current >= TRIES) {
      setParams(
        (current) => {
          current.delete("billing");
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    const timer = setTimeout(() => {
      tries.current += 1;
      void revalidator.revalidate();
    }, EVERY_MS);
    return () => clearTimeout(timer);
  }, [pending, syncedAt, revalidator, setParams]);
  return pending;
}
