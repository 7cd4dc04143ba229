import { sanitizeHtml } from "@domain/html/sanitize";
import type { ModelStatus } from "@domain/model-status";
import { useTranslation } from "react-i18next";
import { ProgressFill } from "~/components/ui/progress-fill";
import { ModelBanner } from "./model-banner";
import type { GenerationState } from "./use-generation";

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
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="generation-title"
      className="fixed inset-0 z-50 grid place-items-center bg-background/95 p-4 backdrop-blur"
    >
      <div className="w-full max-w-2xl space-y-5">
        <h2 id="generation-title" className="font-semibold text-2xl">
          {t("generation.overlayTitle")}
        </h2>
        <p aria-live="polite" className="font-medium">
          {t(`generation.phases.${phase}` as never)}
        </p>
        {state.unfollowed ? (
          <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
            {t("generation.unfollowed")}
          </p>
        ) : null}
        <ModelBanner status={model} />
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          aria-valuetext={t("generation.progress", { percent: state.percent })}
          aria-labelledby="generation-title"
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <ProgressFill percent={state.percent} />
        </div>
        <p className="text-muted-foreground text-sm">
          {t("generation.progress", { percent: state.percent })}
        </p>
        {state.text ? (
          <div
            className="prose prose-sm max-w-none max-h-[45dvh] overflow-auto rounded-lg border bg-card p-4 text-sm"
            dir="auto"
            // The model's text, sanitised with the shared allow-list before it is shown.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(state.text) }}
          />
        ) : null}
        <p className="text-muted-foreground text-xs">{t("generation.closeSafe")}</p>
      </div>
    </div>
  );
}
