import {
  type BulkRunResponse,
  cancelBulkRun,
  downloadBulkRun,
  retryBulkRun,
} from "@domain/api/bulk";
import { addressOf } from "@domain/api/contract";
import { DownloadIcon, LibraryIcon, LoaderCircleIcon, RotateCcwIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ProgressFill } from "~/components/ui/progress-fill";
import { toast } from "~/components/ui/toaster";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { progressOf } from "./bulk-text";
import { RowsTable } from "./rows-table";
import { useBulkRun } from "./use-bulk-run";
import { useRefusal } from "./use-refusal";

export type RunViewProps = { id: string; initial?: BulkRunResponse };

/**
 * Step 3 (issue 30): a run with each row's status as it changes (read every 2 s while it runs),
 * its progress said in a live region, the finished posts linked, Retry failed rows, Cancel the
 * rest (after a confirm that says the credits are released) and the posts as a zip.
 */
export function RunView({ id, initial }: RunViewProps) {
  const { t } = useTranslation("bulk");
  const { problemText } = useMessageText();
  const refused = useRefusal();
  const headingId = useId();
  const { answer, error, set } = useBulkRun(id, initial);
  const [busy, setBusy] = useState<"retry" | "cancel" | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!answer)
    return error ? (
      <p role="alert" className="text-sm">
        {problemText(error).message}
      </p>
    ) : (
      <p role="status" className="flex items-center gap-2 text-sm">
        <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
        {t("run.loading")}
      </p>
    );

  const { run, rows } = answer;
  const { counts } = run;
  const progress = progressOf(counts);
  const running = run.status === "running";

  const act = async (what: "retry" | "cancel") => {
    setBusy(what);
    const result = await callApi(what === "retry" ? retryBulkRun : cancelBulkRun, {
      params: { id },
    });
    setBusy(null);
    setConfirming(false);
    if (!result.ok) return refused(result.error);
    set(result.value);
    toast.success(
      what === "retry"
        ? t("run.retried", { count: counts.failed })
        : t("run.cancelled", { count: result.value.run.counts.cancelled }),
    );
  };

  return (
    <section className="grid gap-4" aria-labelledby={headingId} aria-busy={running}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={headingId} className="font-semibold text-lg">
            {run.name}
          </h2>
          <p className="text-muted-foreground text-sm">{t(`runStatus.${run.status}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {counts.failed > 0 ? (
            <Button
              type="button"
              variant="secondary"
              disabled={busy !== null}
              onClick={() => void act("retry")}
            >
              <RotateCcwIcon aria-hidden />
              {t("run.retry", { count: counts.failed })}
            </Button>
          ) : null}
          {running && counts.waiting > 0 ? (
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              trigger={
                <Button type="button" variant="outline" disabled={busy !== null}>
                  <XIcon aria-hidden />
                  {t("run.cancel")}
                </Button>
              }
              title={t("run.cancelTitle")}
              description={t("run.cancelDescription", {
                count: counts.waiting,
                credits: run.reserved,
              })}
              cancel={t("run.cancelKeep")}
              confirm={t("run.cancelConfirm")}
              busy={busy === "cancel"}
              busyLabel={t("run.cancelling")}
              onConfirm={(event) => {
                event.preventDefault();
                void act("cancel");
              }}
            />
          ) : null}
          {counts.succeeded > 0 ? (
            <>
              <Button asChild variant="outline">
                <a href={addressOf(downloadBulkRun, { id })} download>
                  <DownloadIcon aria-hidden />
                  {t("run.download")}
                </a>
              </Button>
              <Button asChild variant="outline">
                <Link to="/dashboard/library">
                  <LibraryIcon aria-hidden />
                  {t("run.library")}
                </Link>
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        <p role="status" aria-live="polite" className="text-sm">
          {t("run.progress", {
            done: progress.done,
            total: progress.total,
            succeeded: counts.succeeded,
            failed: counts.failed,
            running: counts.running,
            waiting: counts.waiting,
          })}
          {running
            ? null
            : ` ${t(run.status === "finished" ? "run.ended.finished" : "run.ended.cancelled")}`}
        </p>
        <div
          role="progressbar"
          aria-label={t("run.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <ProgressFill percent={progress.percent} />
        </div>
      </div>
      <RowsTable rows={rows} caption={t("run.caption", { name: run.name })} withPosts />
    </section>
  );
}
