import { type PresetSummary, presetFieldsOf } from "@domain/presets";
import { SparklesIcon, Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCreateText } from "~/components/create/create-text";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useDateText } from "~/lib/use-date-text";
import { usePresetFieldLabel } from "./preset-text";

export type PresetCardProps = {
  preset: PresetSummary;
  onUse: (preset: PresetSummary) => void;
  onDelete: (preset: PresetSummary) => void;
};

/** One saved preset: its name, type, key settings and date, with Use and Delete. */
export function PresetCard({ preset, onUse, onDelete }: PresetCardProps) {
  const { t, i18n } = useTranslation("presets");
  const { typeText, optionLabel, templateLabel } = useCreateText();
  const dateText = useDateText(i18n.language);
  const fieldLabel = usePresetFieldLabel();
  const type = preset.contentType;
  const settings = presetFieldsOf(type).flatMap((field) => {
    const value = preset.settings[field.name];
    if (!value) return [];
    const shown = field.kind === "select" ? optionLabel(type, field.name, value) : value;
    return [{ name: field.name, label: fieldLabel(type, field.name), value: shown }];
  });
  const template = preset.settings.templates[0];
  const headingId = `preset-${preset.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-xs"
      >
        <header className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge variant="secondary">{typeText(type, "label")}</Badge>
            <time dateTime={preset.createdAt} className="text-muted-foreground text-xs">
              {t("card.created", {
                date: dateText(preset.createdAt),
              })}
            </time>
          </div>
          <h2 id={headingId} className="break-words font-semibold text-lg leading-tight">
            {preset.name}
          </h2>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {settings.map((setting) => (
            <div key={setting.name} className="contents">
              <dt className="text-muted-foreground">{setting.label}</dt>
              <dd className="break-words">{setting.value}</dd>
            </div>
          ))}
          {template ? (
            <div className="contents">
              <dt className="text-muted-foreground">{t("card.template")}</dt>
              <dd>{templateLabel(type, template)}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            onClick={() => onUse(preset)}
            aria-label={t("card.useLabel", { name: preset.name })}
          >
            <SparklesIcon aria-hidden />
            {t("card.use")}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onDelete(preset)}
            aria-label={t("card.deleteLabel", { name: preset.name })}
          >
            <Trash2Icon aria-hidden />
            {t("card.delete")}
          </Button>
        </div>
      </article>
    </li>
  );
}
