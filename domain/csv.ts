/**
 * CSV cells and rows (RFC 4180) that a spreadsheet opens safely: a cell holding a comma, quote
 * or line break is quoted (quotes doubled), and a cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe
 * (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended with CRLF as RFC 4180 says. */
export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
