import { lazy, Suspense } from "react";

export { toast } from "~/lib/toast-queue";

const ToasterView = lazy(() => import("./toaster-view"));

/**
 * Renders the toasts queued with `toast()`. Mount it once, near the root. Sonner is a chunk of
 * its own, loaded after the page's first paint (issue 32); `toast()` calls made before it is on
 * the page wait for it.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
