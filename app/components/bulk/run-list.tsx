import type { BulkRun } from "@domain/bulk";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useDateText } from "~/lib/use-date-text";
import { progressOf } from "./bulk-text";

export type RunListProps = {
  runs: readonly BulkRun[];
  /** The address that opens a run. */
  hrefOf: (run: BulkRun) => string;
};

/** The writer's past runs, newest first: name (opens it), status, rows done, when started. */
export function RunList({ runs, hrefOf }: RunListProps) {
  const { t, i18n } = useTranslation("bulk");
  const dateText = useDateText(i18n.language);
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="p-3 text-start font-medium">{t("list.caption")}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.name")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.status")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.rows")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.created")}
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => {
            const { total } = progressOf(run.counts);
            return (
              <tr key={run.id} className="border-t">
                <th scope="row" className="p-3 text-start font-medium">
                  <Link
                    to={hrefOf(run)}
                    aria-label={t("list.open", { name: run.name })}
                    className="break-words underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {run.name}
                  </Link>
                </th>
                <td className="p-3">
                  <Badge variant={run.status === "running" ? "secondary" : "outline"}>
                    {t(`runStatus.${run.status}`)}
                  </Badge>
                </td>
                <td className="p-3 tabular-nums">
                  {t("list.done", { succeeded: run.counts.succeeded, total })}
                </td>
                <td className="p-3">{dateText(run.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
