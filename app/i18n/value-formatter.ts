import { DEFAULT_LANGUAGE, directionOf } from "@domain/languages";
import type { FormatterModule } from "i18next";
import { formatNumber } from "~/lib/format";

// Unicode's first-strong isolate and its end: the value keeps its own direction inside the text.
const FSI = "\u2068";
const PDI = "\u2069";

/**
 * i18next's formatter, with `alwaysFormat` on: every value a text interpolates passes here.
 * Numbers ({{count}}, {{percent}}, {{max}}...) are written as the text's language writes them
 * (12,345 / 12.345 / 12 345); plural choice still reads the raw count. In a right-to-left
 * language each value is bidi-isolated, so an e-mail address, a URL, a brand or a number inside
 * Arabic text keeps its order ("user@example.com." would otherwise lose its full stop to the
 * wrong side).
 */
export const valueFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  format(value, _format, lng) {
    const language = lng ?? DEFAULT_LANGUAGE;
    const text = typeof value === "number" ? formatNumber(language, value) : value;
    if (directionOf(language) !== "rtl" || typeof text !== "string" || text === "") return text;
    return `${FSI}${text}${PDI}`;
  },
};
