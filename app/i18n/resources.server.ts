import type { Resource } from "i18next";

// Every language is bundled into the server so that any page renders in one pass.
const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", {
  eager: true,
});

export const resources: Resource = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}
