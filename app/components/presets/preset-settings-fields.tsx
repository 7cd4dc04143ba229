import type { ContentType, FieldSpec } from "@domain/content-types";
import type { PresetSettings } from "@domain/presets";
import { type PresetField, type PresetSettingName, presetFieldsOf } from "@domain/presets";
import { useTranslation } from "react-i18next";
import { CreateField } from "~/components/create/create-field";
import { usePresetFieldLabel } from "./preset-text";

export type PresetSettingsFieldsProps = {
  type: ContentType;
  settings: PresetSettings;
  onChange: (name: PresetSettingName, value: string) => void;
  idPrefix: string;
};

/** A preset field drawn like the create form's, with the preset's smaller option set. */
function specOf(type: ContentType, field: PresetField, label: string): FieldSpec {
  if (field.kind === "text") return { kind: "text", label, required: false };
  const [first, ...rest] = field.options;
  if (!first) throw new Error(`${type}.${field.name} has no preset options`);
  return {
    kind: "select",
    label,
    required: false,
    options: [first, ...rest],
    default: field.default,
  };
}

/** The "Advanced Settings" tab of the Create Preset dialog: the type's choices and its goal. */
export function PresetSettingsFields({
  type,
  settings,
  onChange,
  idPrefix,
}: PresetSettingsFieldsProps) {
  const { t } = useTranslation("presets");
  const label = usePresetFieldLabel();
  const fields = presetFieldsOf(type);
  if (fields.length === 0)
    return <p className="text-muted-foreground text-sm">{t("create.noSettings")}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <CreateField
          key={`${type}-${field.name}`}
          type={type}
          name={field.name}
          spec={specOf(type, field, label(type, field.name))}
          label={label(type, field.name)}
          value={settings[field.name] ?? ""}
          onChange={(name, value) => onChange(name as PresetSettingName, value)}
          id={`${idPrefix}-${field.name}`}
        />
      ))}
    </div>
  );
}
