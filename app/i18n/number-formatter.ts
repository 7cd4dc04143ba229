import { DEFAULT_LANGUAGE } from "@domain/languages";
import type { FormatterModule } from "i18next";
import { formatNumber } from "~/lib/format";

/**
 * i18next's formatter, with `alwaysFormat`: every number a text interpolates ({{count}},
 * {{percent}}, {{max}}...) is written as the text's language writes numbers (12,345 / 12.345 /
 * 12 345). Plural choice still reads the raw count. Strings pass through unchanged.
 */
export const numberFormatter: FormatterModule = {
  type: "formatter",
  init() {},
  add() {},
  addCached() {},
  format(value, _format, language) {
    return typeof value === "number" ? formatNumber(language ?? DEFAULT_LANGUAGE, value) : value;
  },
};
