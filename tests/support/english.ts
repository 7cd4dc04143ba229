import fs from "node:fs";
import path from "node:path";
import type { ApiError } from "@domain/api/errors";
import { createInstance } from "i18next";
import { i18nOptions, NAMESPACES } from "~/i18n/options";
import { valueFormatter } from "~/i18n/value-formatter";

const LOCALES = path.resolve(import.meta.dirname, "../../app/i18n/locales/en");

/** The English locale files as i18next reads them: namespace to tree. */
export const ENGLISH: Record<string, Record<string, unknown>> = Object.fromEntries(
  NAMESPACES.map((ns) => [
    ns,
    JSON.parse(fs.readFileSync(path.join(LOCALES, `${ns}.json`), "utf8")) as Record<
      string,
      unknown
    >,
  ]),
);

const i18n = createInstance().use(valueFormatter);
await i18n.init({ ...i18nOptions, lng: "en", resources: { en: ENGLISH }, initAsync: false });

/** The English words of a message key ("namespace:path") with its parameters, as a screen shows them. */
export function english(key: string, params: Record<string, unknown> = {}): string {
  // With the parameters: a key that only has plural forms (`_one`, `_other`) exists for a count.
  if (!i18n.exists(key, params)) throw new Error(`no English text for ${key}`);
  // Keys arrive at run time (from answers and tables), so they are not the typed key union.
  return (i18n.t as unknown as (key: string, params: object) => string)(key, params);
}

/** An API error's title and message in English, `{{field}}` as given in `field`. */
export function englishError(error: ApiError, field?: string) {
  const params = { ...error.params, ...(field ? { field } : {}) };
  return {
    title: error.title ? english(error.title) : undefined,
    message: english(error.message, params),
  };
}
