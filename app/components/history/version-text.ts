import type { VersionSummary } from "@domain/api/versions";
import { useTranslation } from "react-i18next";

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * What made a version, in the reader's words: generated, saved by you, AI (the actions' names),
 * restored from version N. An action label is `shorten` or `fix:<check>` (domain/ai-edits.ts).
 */
export function useVersionText() {
  const { t } = useTranslation("history");
  const loose = t as unknown as LooseT;
  const actionName = (label: string) => {
    if (label.startsWith("fix:")) {
      const check = label.slice(4);
      return t("fix", { check: loose(`checks.${check}`, { defaultValue: check }) });
    }
    return loose(`actions.${label}`, { defaultValue: label });
  };
  return (version: Pick<VersionSummary, "kind" | "actions" | "restoredFrom">) => {
    switch (version.kind) {
      case "generation":
        return t("kind.generation");
      case "ai":
        return t("kind.ai", { actions: version.actions.map(actionName).join(", ") });
      case "restore":
        return t("kind.restore", { number: version.restoredFrom ?? 0 });
      default:
        return t("kind.save");
    }
  };
}
