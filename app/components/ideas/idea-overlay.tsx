import type { IdeaRun } from "@domain/api/ideas";
import { useTranslation } from "react-i18next";
import { ProgressFill } from "~/components/ui/progress-fill";

/**
 * Full-screen progress while a set is written, driven by the job's stored phase and percent: the
 * message names the real phase (the model reads the brief, writes, the answers are checked and
 * ranked, then stored), not a timer.
 */
export function IdeaOverlay({ run }: { run: IdeaRun | null }) {
  const { t } = useTranslation("ideas");
  if (!run || (run.status !== "queued" && run.status !== "running")) return null;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="idea-overlay-title"
      className="fixed inset-0 z-50 grid place-items-center bg-background/95 p-4 backdrop-blur"
    >
      <div className="w-full max-w-xl space-y-5">
        <h2 id="idea-overlay-title" className="font-semibold text-2xl">
          {t("overlay.title")}
        </h2>
        <p aria-live="polite" className="font-medium">
          {t(`overlay.phases.${run.phase}`)}
        </p>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={run.percent}
          aria-valuetext={t("overlay.progress", { percent: run.percent })}
          aria-labelledby="idea-overlay-title"
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <ProgressFill percent={run.percent} />
        </div>
        <p className="text-muted-foreground text-sm">
          {t("overlay.progress", { percent: run.percent })}
        </p>
        <p className="text-muted-foreground text-xs">{t("overlay.closeHint")}</p>
      </div>
    </div>
  );
}
