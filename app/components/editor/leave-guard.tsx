import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

// Loaded once there are unsaved changes, before any move can be stopped (issue 32).
const ConfirmDialog = lazy(() =>
  import("~/components/ui/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Asks before unsaved changes are lost: a dialog for a move inside the app (a link, Back), the
 * browser's own prompt for closing the tab or leaving the site. Saving is a submission to this
 * same page and its redirect is not a navigation the user starts, so neither is stopped.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation("editor");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const blocked = blocker.state === "blocked";
  if (!when && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={blocked}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        tone="default"
        title={t("leave.title")}
        description={t("leave.description")}
        cancel={t("leave.stay")}
        confirm={t("leave.leave")}
        onConfirm={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
