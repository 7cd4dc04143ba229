import type { ModelStatus } from "@domain/model-status";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { JobOverlay } from "~/components/ui/job-overlay";
import { ModelBanner } from "./model-banner";
import { preloadSanitizer, SanitizedHtml } from "./sanitized-html";
import type { GenerationState } from "./use-generation-flow";

/**
 * Full-screen progress while a generation runs, driven by the job's real events: the message
 * names the pipeline's phase, the percentage is the job's, and the text appears as it is written.
 * While the writing model is still downloading (a first start) its progress shows too: the
 * generation starts by itself when the model is there.
 */
export function GenerationOverlay({
  state,
  model = null,
}: {
  state: GenerationState;
  model?: ModelStatus | null;
}) {
  const { t } = useTranslation("account");
  const active =
    state.status === "starting" || state.status === "queued" || state.status === "running";
  // The text is sanitised before it is shown: load the sanitiser as the generation starts.
  useEffect(() => {
    if (active) preloadSanitizer();
  }, [active]);
  if (!active) return null;
  const phase = state.status === "running" ? state.phase : "queued";
  return (
    <JobOverlay
      titleId="generation-title"
      title={t("generation.overlayTitle")}
      phase={t(`generation.phases.${phase}` as never)}
      percent={state.percent}
      progressText={t("generation.progress", { percent: state.percent })}
      hint={t("generation.closeSafe")}
      wide
      details={
        state.text ? (
          // The model's text, sanitised with the shared allow-list before it is shown.
          <SanitizedHtml
            html={state.text}
            className="prose prose-sm max-w-none max-h-[45dvh] overflow-auto rounded-lg border bg-card p-4 text-sm"
          />
        ) : null
      }
    >
      {state.unfollowed ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {t("generation.unfollowed")}
        </p>
      ) : null}
      <ModelBanner status={model} />
    </JobOverlay>
  );
}
