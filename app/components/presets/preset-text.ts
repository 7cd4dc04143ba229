import type { ContentType } from "@domain/content-types";
import type { PresetSettingName } from "@domain/presets";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCreateText } from "~/components/create/create-text";

type LooseT = (key: string, options: { defaultValue: string }) => string;

/**
 * A preset setting's label: the create form's, unless the presets namespace words it differently
 * for that type under `fieldLabels.<type>.<field>` (e-commerce's "Content Type" would read like the
 * dialog's own content type choice).
 */
export function usePresetFieldLabel() {
  const { t } = useTranslation("presets");
  const { fieldText } = useCreateText();
  return useCallback(
    (type: ContentType, name: PresetSettingName) =>
      (t as unknown as LooseT)(`fieldLabels.${type}.${name}`, {
        defaultValue: fieldText(type, name, "label"),
      }),
    [t, fieldText],
  );
}
