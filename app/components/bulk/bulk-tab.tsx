import { type BulkCheckResponse, type BulkRunResponse, listBulkRuns } from "@domain/api/bulk";
import type { BulkRun } from "@domain/bulk";
import { ArrowLeftIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { callApi } from "~/lib/use-api";
import { Review } from "./review";
import { RunList } from "./run-list";
import { RunView } from "./run-view";
import { type Sheet, SheetForm } from "./sheet-form";

export type BulkTabProps = {
  /** The columns the server reads, in template order. */
  columns: readonly string[];
  /** The plan's rows per run. */
  rowLimit: number;
};

type Step =
  | { kind: "sheet"; sheet?: Sheet }
  | { kind: "review"; sheet: Sheet; check: BulkCheckResponse };

/**
 * The Bulk screen (issue 30): a spreadsheet uploaded or pasted, its rows checked and priced, then
 * run; one run at `?run=<id>` (its rows live, retry, cancel, the zip), so a reload or a shared
 * link opens the same run; the past runs below the form.
 */
export function BulkTab({ columns, rowLimit }: BulkTabProps) {
  const { t } = useTranslation("bulk");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const runId = params.get("run");
  const [step, setStep] = useState<Step>({ kind: "sheet" });
  const [started, setStarted] = useState<BulkRunResponse | undefined>();
  const [runs, setRuns] = useState<BulkRun[] | null>(null);
  const [listFailed, setListFailed] = useState(false);

  // The past runs, read again each time the list is shown.
  useEffect(() => {
    if (runId) return;
    const controller = new AbortController();
    callApi(listBulkRuns, { signal: controller.signal })
      .then((result) => {
        setListFailed(!result.ok);
        if (result.ok) setRuns(result.value.runs);
      })
      .catch((caught: unknown) => {
        if ((caught as { name?: string }).name !== "AbortError")
          console.warn("reading the bulk runs failed", caught);
      });
    return () => controller.abort();
  }, [runId]);

  const hrefOf = (run: Pick<BulkRun, "id">) => `?run=${encodeURIComponent(run.id)}`;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="font-semibold text-2xl tracking-tight">{t("screen.title")}</h1>
        <p className="max-w-2xl text-muted-foreground">{t("screen.description")}</p>
        <p className="text-muted-foreground text-sm">{t("screen.rowLimit", { count: rowLimit })}</p>
      </header>

      {runId ? (
        <>
          <Link
            to="."
            className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon aria-hidden className="size-4" />
            {t("screen.back")}
          </Link>
          <RunView key={runId} id={runId} initial={started} />
        </>
      ) : (
        <>
          {step.kind === "review" ? (
            <Review
              sheet={step.sheet}
              check={step.check}
              onBack={() => setStep({ kind: "sheet", sheet: step.sheet })}
              onStarted={(answer) => {
                setStarted(answer);
                setStep({ kind: "sheet" });
                navigate(hrefOf(answer.run));
              }}
            />
          ) : (
            <SheetForm
              columns={columns}
              initial={step.sheet}
              onChecked={(sheet, check) => setStep({ kind: "review", sheet, check })}
            />
          )}
          <section className="grid gap-3" aria-labelledby="bulk-runs-title">
            <h2 id="bulk-runs-title" className="font-semibold text-lg">
              {t("list.title")}
            </h2>
            {listFailed ? (
              <p role="alert" className="text-sm">
                {t("list.failed")}
              </p>
            ) : runs === null ? null : runs.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("list.empty")}</p>
            ) : (
              <RunList runs={runs} hrefOf={hrefOf} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
