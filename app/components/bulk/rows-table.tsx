import type { BulkRow, BulkRowStatus } from "@domain/bulk";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { useMessageText } from "~/lib/use-message-text";
import { rowProblemText } from "./bulk-text";

const BADGE: Record<BulkRowStatus, BadgeProps["variant"]> = {
  refused: "destructive",
  waiting: "outline",
  running: "secondary",
  succeeded: "success",
  failed: "destructive",
  cancelled: "outline",
};

export type RowsTableProps = {
  rows: readonly BulkRow[];
  /** The table's caption (read by screen readers; shown). */
  caption: string;
  /** A run's rows link to their posts. */
  withPosts?: boolean;
};

/**
 * A spreadsheet's rows (issue 30): number, topic, type and status; a refused row says why in the
 * words of spec section 8, a failed one its generation's message; a finished one links its post.
 */
export function RowsTable({ rows, caption, withPosts = false }: RowsTableProps) {
  const { t } = useTranslation(["bulk", "create"]);
  const { text, problemText } = useMessageText();
  return (
    <div className="max-h-[32rem] overflow-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="p-3 text-start font-medium">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-3 text-start font-medium">
              {t("rows.number")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("rows.topic")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("rows.type")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("rows.status")}
            </th>
            {withPosts ? (
              <th scope="col" className="p-3 text-start font-medium">
                {t("rows.post")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id ?? row.rowNumber} className="border-t align-top">
              <th scope="row" className="p-3 text-start font-medium tabular-nums">
                {row.rowNumber}
              </th>
              <td className="max-w-xs break-words p-3">{row.topic || "—"}</td>
              <td className="p-3">
                {row.contentType ? t(`create:types.${row.contentType}.label`) : "—"}
              </td>
              <td className="p-3">
                <div className="grid justify-items-start gap-1">
                  <Badge variant={BADGE[row.status]}>{t(`bulk:status.${row.status}`)}</Badge>
                  {row.problem ? (
                    <span className="text-destructive">
                      {rowProblemText(row, problemText, text)}
                    </span>
                  ) : null}
                  {row.status === "failed" && row.error ? <span>{text(row.error)}</span> : null}
                </div>
              </td>
              {withPosts ? (
                <td className="p-3">
                  {row.postId ? (
                    <Link
                      to={`/dashboard/view/${encodeURIComponent(row.postId)}`}
                      className="underline underline-offset-4"
                      aria-label={t("rows.openPost", { row: row.rowNumber, topic: row.topic })}
                    >
                      {t("rows.open")}
                    </Link>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
