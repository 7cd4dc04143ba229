import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

export type ChartTable = {
  /** Column headings; the first names the row headings' column. */
  columns: string[];
  rows: Array<{ label: string; cells: Array<string | number> }>;
};

/**
 * A chart with its accessible name and its figures as a table: the table is always in the page
 * (visually hidden while the chart shows, so screen readers read it) and "Show as table" shows it
 * instead of the chart for anyone.
 */
export function ChartFigure({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description: string;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <figure
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="space-y-3 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="font-semibold">
            {title}
          </h2>
          <p id={`${id}-description`} className="text-muted-foreground text-sm">
            {description}
          </p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-pressed={asTable}
          onClick={() => setAsTable(!asTable)}
        >
          {asTable ? t("overview.showChart") : t("overview.showTable")}
        </Button>
      </div>
      {asTable ? null : children}
      <div className={cn(asTable ? "max-h-80 overflow-auto" : "sr-only")}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="border-b p-1 text-start font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="border-b p-1 text-start font-normal">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order.
                  <td key={index} className="border-b p-1 tabular-nums">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
