import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"])(
    "defuses %j, which a spreadsheet would run as a formula",
    (text) => {
      expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("defuses a formula that also needs quoting", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it("ends a row with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});
