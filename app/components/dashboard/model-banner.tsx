import { downloadPercent, type ModelStatus } from "@domain/model-status";
import { CircleAlertIcon, DownloadIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProgressFill } from "~/components/ui/progress-fill";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";

const QUIET = new Set<ModelStatus["state"]>(["ready", "hosted"]);

/**
 * What the writing model is doing when it is not simply ready: its first download (percent, time
 * left, bytes) or why it cannot come, with the other choices. Shown on the Create tab and in the
 * generation overlay; nothing when the model is ready or hosted.
 */
export function ModelBanner({
  status,
  className,
}: {
  status: ModelStatus | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation("account");
  const titleId = useId();
  if (!status || QUIET.has(status.state)) return null;
  const problem = status.problem
    ? t(`model.problem.${status.problem.kind}`, {
        host: status.problem.host ?? "",
        status: status.problem.status ?? "",
      })
    : "";
  const choices = (
    <ul className="ms-5 list-disc space-y-0.5">
      <li>{t("model.choices.hosted")}</li>
      <li>{t("model.choices.compatible")}</li>
      <li>{t("model.choices.file")}</li>
    </ul>
  );

  if (status.state === "checking" || status.state === "downloading") {
    const percent = downloadPercent(status);
    const left = status.progress?.secondsLeft ?? null;
    const headline =
      status.state === "checking"
        ? t("model.checking")
        : percent === null
          ? t("model.preparingUnknown")
          : left
            ? t("model.preparingLeft", { percent, time: timeLeft(t, left) })
            : t("model.preparing", { percent });
    // Whole megabytes for a real model (2,500 MB); tenths for a small file.
    const small = (status.progress?.total ?? 0) < 10e6;
    const megabytes = (bytes: number) =>
      formatNumber(i18n.language, bytes / 1e6, { maximumFractionDigits: small ? 1 : 0 });
    return (
      <section
        aria-labelledby={titleId}
        className={cn("space-y-2 rounded-md border bg-muted/40 p-4 text-sm", className)}
        data-testid="model-banner"
      >
        <p id={titleId} className="flex items-center gap-2 font-medium">
          <DownloadIcon aria-hidden className="size-4 shrink-0" />
          {headline}
        </p>
        {percent !== null ? (
          <div
            role="progressbar"
            aria-label={t("model.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <ProgressFill percent={percent} />
          </div>
        ) : null}
        {status.progress?.total ? (
          <p className="text-muted-foreground text-xs">
            {t("model.bytes", {
              received: megabytes(status.progress.received),
              total: megabytes(status.progress.total),
            })}
          </p>
        ) : null}
        <p className="text-muted-foreground text-xs">{t("model.canGenerate")}</p>
      </section>
    );
  }

  const message =
    status.state === "retrying"
      ? t("model.retrying", { problem, count: status.retryInSeconds ?? 0 })
      : status.state === "failed"
        ? t("model.failed", { problem })
        : status.problem?.kind === "autoPullOff"
          ? t("model.autoPullOff")
          : t("model.noFile");
  return (
    <section
      role="alert"
      className={cn(
        "space-y-2 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm",
        className,
      )}
      data-testid="model-banner"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
        {message}
      </p>
      {status.state === "retrying" ? <p>{t("model.meanwhile")}</p> : null}
      {choices}
    </section>
  );
}

type T = ReturnType<typeof useTranslation<"account">>["t"];

function timeLeft(t: T, seconds: number): string {
  if (seconds < 60) return t("model.secondsLeft", { count: seconds });
  if (seconds < 3600) return t("model.minutesLeft", { count: Math.round(seconds / 60) });
  return t("model.hoursLeft", { count: Math.round(seconds / 3600) });
}
