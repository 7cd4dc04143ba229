/** The analyser's check texts as a reader sees them: its message keys rendered by i18next. */
import type { Check } from "@domain/analysis/report";
import { createInstance } from "i18next";

const files = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../app/i18n/locales/*/analysis.json",
  { eager: true },
);
const resources: Record<string, { analysis: Record<string, unknown> }> = {};
for (const [file, module] of Object.entries(files)) {
  const language = /locales\/([^/]+)\/analysis\.json$/.exec(file)?.[1];
  if (language) resources[language] = { analysis: module.default };
}

const i18n = createInstance();
await i18n.init({
  resources,
  lng: "en",
  fallbackLng: false,
  ns: ["analysis"],
  defaultNS: "analysis",
  interpolation: { escapeValue: false },
});

/** The check's message in a language; throws when the key is missing there. */
export function messageOf(
  check: Pick<Check, "message" | "params"> | undefined,
  language = "en",
): string {
  if (check === undefined) throw new Error("no such check");
  const options = { ...check.params, lng: language };
  if (!i18n.exists(check.message, options))
    throw new Error(`${language}: no text for ${check.message}`);
  return String(i18n.t(check.message as never, options));
}
