import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

const LinkReport = lazy(() => import("./link-report"));

/**
 * A section of the Library screen (issue 31, ADR 0031): the link report, read and loaded only
 * when the writer opens it.
 */
export function LinkReportSection() {
  const { t } = useTranslation("links");
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="font-semibold text-lg">
            {t("report.title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("report.description")}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? `${id}-report` : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t("report.hide") : t("report.show")}
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <LinkReport id={`${id}-report`} />
        </Suspense>
      ) : null}
    </section>
  );
}
