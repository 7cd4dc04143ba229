/**
 * CSV cells and rows (RFC 4180) that a spreadsheet opens safely (OWASP "CSV injection"):
 *
 * - every text cell is quoted (quotes doubled), so a comma, semicolon, tab or line break inside
 *   it stays inside it, whichever separator the spreadsheet's locale expects;
 * - a formula character (= + - @, or their full-width forms) that starts the cell, or that starts
 *   a piece after a separator or a line break (`;` `,` tab CR LF, then any spaces), gets an
 *   apostrophe before it. German or French spreadsheet programs split a line on `;`: a cell
 *   `Hallo;=WEBSERVICE(...)` opened there would otherwise make its second half a formula. A cell
 *   that starts with a tab or carriage return is defused too.
 *
 * Numbers are written as they are (a number cannot carry a formula).
 */
const DANGEROUS_START = /^([\t\r]|[ \u00A0\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;
const FORMULA_AFTER_SEPARATOR = /([;,\t\r\n][ \u00A0\u3000]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** A text with every formula start defused (the apostrophe shows; the piece is text). */
function defused(text: string): string {
  const safe = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return DANGEROUS_START.test(text) ? `'${safe}` : safe;
}

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return `"${defused(value).replaceAll('"', '""')}"`;
}

/** One line of cells, ended with CRLF as RFC 4180 says. */
export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
