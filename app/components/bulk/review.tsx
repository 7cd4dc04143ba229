import { type BulkCheckResponse, type BulkRunResponse, startBulkRun } from "@domain/api/bulk";
import { ArrowLeftIcon, LoaderCircleIcon, PlayIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { callApi } from "~/lib/use-api";
import { RowsTable } from "./rows-table";
import type { Sheet } from "./sheet-form";
import { useRefusal } from "./use-refusal";

export type ReviewProps = {
  sheet: Sheet;
  check: BulkCheckResponse;
  onBack: () => void;
  onStarted: (answer: BulkRunResponse) => void;
};

/**
 * Step 2 (issue 30): every row as checked (ready, or refused and why), the counts, the valid
 * rows' total cost against the credits left and the plan's rows per run. Run is disabled, with
 * the reason beside it, when no row is valid or the credits left do not cover the cost.
 */
export function Review({ sheet, check, onBack, onStarted }: ReviewProps) {
  const { t } = useTranslation("bulk");
  const refused = useRefusal();
  const id = useId();
  const [starting, setStarting] = useState(false);
  const ready = check.rows.filter((row) => row.status !== "refused").length;
  const refusedRows = check.rows.length - ready;
  const cost = Number(check.cost);
  const short = check.available !== null && cost > check.available;
  const reason =
    ready === 0
      ? t("review.nothingValid")
      : short
        ? t("review.notEnough", { cost: check.cost, available: check.available ?? 0 })
        : null;

  const run = async () => {
    if (starting || reason) return;
    setStarting(true);
    const answer = await callApi(startBulkRun, { body: sheet });
    setStarting(false);
    if (answer.ok) onStarted(answer.value);
    else refused(answer.error);
  };

  return (
    <section className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="font-semibold text-lg">
            {t("review.title", { name: sheet.name })}
          </h2>
          <p className="text-sm">
            {t("review.counts", { count: check.rows.length, ready, refused: refusedRows })}
          </p>
          <p className="text-sm">
            {check.available === null
              ? t("review.costUnlimited", { count: cost, cost: check.cost })
              : t("review.cost", { count: cost, cost: check.cost, available: check.available })}
          </p>
          <p className="text-muted-foreground text-sm">
            {t("review.rowLimit", { count: check.rowLimit })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={onBack}>
            <ArrowLeftIcon aria-hidden />
            {t("review.back")}
          </Button>
          <Button
            type="button"
            disabled={starting || reason !== null}
            aria-describedby={reason ? `${id}-reason` : undefined}
            onClick={() => void run()}
          >
            {starting ? (
              <LoaderCircleIcon aria-hidden className="animate-spin" />
            ) : (
              <PlayIcon aria-hidden />
            )}
            {t("review.run", { count: ready })}
          </Button>
        </div>
      </div>
      {reason ? (
        <p id={`${id}-reason`} role="alert" className="text-sm">
          {reason}
        </p>
      ) : null}
      <RowsTable rows={check.rows} caption={t("review.caption", { name: sheet.name })} />
    </section>
  );
}
