/**
 * The Bulk screen's pure parts (issue 30): a row's problem in the words of spec section 8
 * ("Row 17: Missing Information: topic is required."), a run's progress, and the template
 * spreadsheet built from the server's column list.
 */
import type { Problem } from "@domain/api/errors";
import type { BulkCounts, BulkRow } from "@domain/bulk";
import { csvRow } from "@domain/csv";

type ProblemText = (problem: Problem) => { title?: string; message: string };
type Text = (key: string, params?: Record<string, string | number>) => string;

/** "Row 17: Missing Information: topic is required." (bulk:errors.rowProblem). */
export function rowProblemText(
  row: Pick<BulkRow, "rowNumber" | "problem">,
  problemText: ProblemText,
  text: Text,
): string {
  if (!row.problem) return "";
  const { title, message } = problemText(row.problem);
  const problem = title ? `${title}: ${message}` : message;
  return text("bulk:errors.rowProblem", { row: row.rowNumber, problem });
}

/** How far a run is: its rows that ran (refused rows never run), done and still to do. */
export function progressOf(counts: BulkCounts) {
  const total = counts.waiting + counts.running + counts.succeeded + counts.failed;
  const done = counts.succeeded + counts.failed;
  return { total, done, percent: total === 0 ? 100 : Math.round((done / total) * 100) };
}

/** True while a row may still change without the user doing anything. */
export function isPending(row: Pick<BulkRow, "status">): boolean {
  return row.status === "waiting" || row.status === "running";
}

/** The template spreadsheet: the columns the server reads, then example rows (CSV, CRLF). */
export function templateCsv(
  columns: readonly string[],
  examples: readonly Record<string, string>[] = [],
): string {
  return [columns, ...examples.map((row) => columns.map((c) => row[c] ?? ""))]
    .map((cells) => csvRow(cells))
    .join("");
}

/** A data: address of a CSV text, for a download link. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
