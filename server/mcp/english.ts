import { createInstance } from "i18next";

// The English locale files, bundled into the server like the screens' own (app/i18n): a tool's
// answer goes to an AI assistant, which reads English; the message keys travel beside it.
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  "../../app/i18n/locales/en/*.json",
  { eager: true },
);

const resources: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries(files)) {
  const namespace = /\/([^/]+)\.json$/.exec(file)?.[1];
  if (namespace) resources[namespace] = module.default;
}

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: resources },
  ns: Object.keys(resources),
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** The English words of a message key ("namespace:path") with its parameters; the key itself if none. */
export function english(key: string, params: Record<string, unknown> = {}): string {
  if (!i18n.exists(key, params)) return key;
  return (i18n.t as unknown as (key: string, params: object) => string)(key, params);
}
