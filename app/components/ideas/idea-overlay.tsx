import type { IdeaRun } from "@domain/api/ideas";
import { useTranslation } from "react-i18next";
import { JobOverlay } from "~/components/ui/job-overlay";

/**
 * Full-screen progress while a set is written, driven by the job's stored phase and percent: the
 * message names the real phase (the model reads the brief, writes, the answers are checked and
 * ranked, then stored), not a timer.
 */
export function IdeaOverlay({ run }: { run: IdeaRun | null }) {
  const { t } = useTranslation("ideas");
  if (!run || (run.status !== "queued" && run.status !== "running")) return null;
  return (
    <JobOverlay
      titleId="idea-overlay-title"
      title={t("overlay.title")}
      phase={t(`overlay.phases.${run.phase}`)}
      percent={run.percent}
      progressText={t("overlay.progress", { percent: run.percent })}
      hint={t("overlay.closeHint")}
    />
  );
}
