import { MAX_SOURCES_PER_PIECE } from "@domain/evidence";
import type { SourceSummary } from "@domain/sources";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";

export type PresetSourcesProps = {
  /** The user's sources that are ready to be written from. */
  sources: readonly SourceSummary[];
  chosen: readonly string[];
  onToggle: (sourceId: string) => void;
};

/**
 * The sources a preset's pieces are written from (issue 27): the user's sources as checkboxes,
 * at most MAX_SOURCES_PER_PIECE; sources are added on the Create screen.
 */
export function PresetSources({ sources, chosen, onToggle }: PresetSourcesProps) {
  const { t } = useTranslation("presets");
  const id = useId();
  const full = chosen.length >= MAX_SOURCES_PER_PIECE;
  if (sources.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        {t("sources.none")} <Link to={tabHref("create")}>{t("sources.add")}</Link>
      </p>
    );
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-count`}>
      <legend className="font-medium text-sm">{t("sources.legend")}</legend>
      <p id={`${id}-count`} className="text-muted-foreground text-xs" aria-live="polite">
        {t("sources.count", { count: chosen.length, max: MAX_SOURCES_PER_PIECE })}
      </p>
      <ul className="grid max-h-64 gap-1 overflow-y-auto">
        {sources.map((source) => {
          const checked = chosen.includes(source.id);
          return (
            <li key={source.id} className="flex items-center gap-2 text-sm">
              <input
                id={`${id}-${source.id}`}
                type="checkbox"
                className="size-4"
                checked={checked}
                disabled={full && !checked}
                onChange={() => onToggle(source.id)}
              />
              <label htmlFor={`${id}-${source.id}`} className="min-w-0 break-words">
                {source.title}
                {source.site ? (
                  <span className="text-muted-foreground"> · {source.site}</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
