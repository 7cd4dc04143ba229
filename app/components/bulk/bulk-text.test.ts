import { BULK_MESSAGES, BULK_ROW_STATUSES } from "@domain/bulk";
import { GENERATION_MESSAGES } from "@domain/generation-input";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import bulk from "~/i18n/locales/en/bulk.json";
import create from "~/i18n/locales/en/create.json";
import { valueFormatter } from "~/i18n/value-formatter";
import { isPending, progressOf, rowProblemText, templateCsv } from "./bulk-text";

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  resources: { en: { bulk, create } },
  defaultNS: "bulk",
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});
const text = (key: string, params?: Record<string, string | number>) =>
  (i18n.t as unknown as (k: string, o?: object) => string)(key, { ...params });
const problemText = (p: { title?: string; message: string; field?: string }) => ({
  title: p.title ? text(p.title) : undefined,
  message: text(p.message, p.field ? { field: p.field } : {}),
});

const counts = (over: Partial<Record<(typeof BULK_ROW_STATUSES)[number], number>>) =>
  Object.fromEntries(BULK_ROW_STATUSES.map((s) => [s, over[s] ?? 0])) as Record<
    (typeof BULK_ROW_STATUSES)[number],
    number
  >;

describe("the Bulk screen's texts", () => {
  it("has every message the server sends (bulk:errors.*), in English with its plural forms", () => {
    for (const key of Object.values(BULK_MESSAGES)) {
      const path = key.replace(/^bulk:/, "");
      expect(i18n.exists(path) || i18n.exists(`${path}_other`), key).toBe(true);
    }
    expect(text(BULK_MESSAGES.rowLimit, { count: 10 })).toBe(
      "Your plan allows 10 rows per bulk run.",
    );
  });

  it("says a refused row as spec section 8 does: its number, the problem's title and message", () => {
    const row = {
      rowNumber: 17,
      problem: {
        title: GENERATION_MESSAGES.missingInformationTitle,
        message: GENERATION_MESSAGES.required,
        field: "topic",
      },
    };
    expect(rowProblemText(row, problemText, text)).toBe(
      "Row 17: Missing Information: topic is required.",
    );
    expect(rowProblemText({ rowNumber: 3, problem: null }, problemText, text)).toBe("");
  });

  it("counts a run's progress over the rows that run (refused ones never do)", () => {
    expect(progressOf(counts({ refused: 1, succeeded: 3, failed: 1, running: 1 }))).toEqual({
      total: 5,
      done: 4,
      percent: 80,
    });
    expect(progressOf(counts({ refused: 2 })).percent).toBe(100);
    expect(isPending({ status: "waiting" })).toBe(true);
    expect(isPending({ status: "failed" })).toBe(false);
  });

  it("writes the template as CSV: the columns, then each example's cells in their order", () => {
    expect(
      templateCsv(["topic", "contentType"], [{ contentType: "blog", topic: "Cold brew" }]),
    ).toBe('"topic","contentType"\r\n"Cold brew","blog"\r\n');
  });
});
