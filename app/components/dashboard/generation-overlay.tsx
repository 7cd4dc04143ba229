import { sanitizeHtml } from "@domain/html/sanitize";
import type { ModelStatus } from "@domain/model-status";
import { useTranslation } from "react-i18next";
import { JobOverlay } from "~/components/ui/job-overlay";
import { ModelBanner } from "./model-banner";
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
          <div
            className="prose prose-sm max-w-none max-h-[45dvh] overflow-auto rounded-lg border bg-card p-4 text-sm"
            dir="auto"
            // The model's text, sanitised with the shared allow-list before it is shown.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(state.text) }}
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
