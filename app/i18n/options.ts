import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "@domain/languages";
import type { InitOptions } from "i18next";

/** Every namespace of app/i18n/locales/<lang>/<namespace>.json; `common` is the default. */
export const NAMESPACES = [
  "common",
  "ui",
  "home",
  "auth",
  "account",
  "create",
  "library",
  "editor",
  "presets",
  "exports",
  "site",
  "blog",
  "pages",
  "legal",
  "ideas",
  "admin",
  "analysis",
  "generation",
  "sources",
  "evidence",
  "research",
  "edits",
  "history",
  "voices",
  "developers",
  "webhooks",
  "bulk",
  "links",
  "publishing",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Options shared by the server's and the browser's i18next instances. */
export const i18nOptions = {
  supportedLngs: [...LANGUAGE_CODES],
  fallbackLng: DEFAULT_LANGUAGE,
  nonExplicitSupportedLngs: true,
  load: "languageOnly",
  ns: [...NAMESPACES],
  defaultNS: "common",
  fallbackNS: false,
  // Every value goes through valueFormatter (used by every instance): numbers written the
  // language's way, values bidi-isolated in right-to-left languages.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
} satisfies InitOptions;
