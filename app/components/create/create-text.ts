/**
 * Where the create screen finds the words for the catalogue (`@domain/content-types`) in the
 * `create` namespace. The catalogue holds the English labels; en/create.json repeats them under
 * these keys so they can be translated (create-i18n.test.ts checks that the two agree).
 *
 * - `types.<type>.{label,description,generate,missingInformation}`
 * - `fields.<field>.{label,placeholder,hint}`, overridden for one type by
 *   `fields.<type>.<field>.{label,placeholder,hint}` where that type words it differently
 * - `options.<field>.<value>`, overridden for one type by `options.<type>.<field>.<value>`
 * - `templates.<type>.<slug of the template name>`
 */
import { type ContentType, type FieldName, isContentType } from "@domain/content-types";
import { slugify } from "@domain/slug";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

export type TypeText = "label" | "description" | "generate" | "missingInformation";
export type FieldText = "label" | "placeholder" | "hint";

export function typeKey(type: ContentType, part: TypeText): `types.${ContentType}.${TypeText}` {
  return `types.${type}.${part}`;
}

/** The type's own key first, then the one shared by every type. */
export function fieldKeys(type: ContentType, field: FieldName, part: FieldText): string[] {
  return [`fields.${type}.${field}.${part}`, `fields.${field}.${part}`];
}

/** The type's own key first, then the one shared by every type. */
export function optionKeys(type: ContentType, field: FieldName, value: string): string[] {
  return [`options.${type}.${field}.${value}`, `options.${field}.${value}`];
}

export function templateKey(type: ContentType, template: string): string {
  return `templates.${type}.${slugify(template)}`;
}

type LooseT = (key: string | string[], options?: { defaultValue?: string }) => string;

/** The create namespace's `t`, plus readers for the catalogue's words (stable per language). */
export function useCreateText() {
  const { t, i18n } = useTranslation("create");
  const language = i18n.language;
  return useMemo(() => {
    // Catalogue keys are built at run time; create-i18n.test.ts proves every one of them exists.
    const loose = t as unknown as LooseT;
    const optionLabel = (type: ContentType, field: FieldName, value: string) =>
      loose(optionKeys(type, field, value), { defaultValue: value });
    return {
      t,
      language,
      typeText: (type: ContentType, part: TypeText) => t(typeKey(type, part)),
      fieldText: (type: ContentType, field: FieldName, part: FieldText) =>
        loose(fieldKeys(type, field, part), { defaultValue: "" }),
      optionLabel,
      /** A stored post's type as its label; an unknown stored value shows as it is. */
      storedTypeLabel: (type: string) => (isContentType(type) ? t(typeKey(type, "label")) : type),
      /** A stored post's option value ("end-user") as its label ("End Users"). */
      storedOptionLabel: (type: string, field: FieldName, value: string) =>
        isContentType(type) ? optionLabel(type, field, value) : value,
      templateLabel: (type: ContentType, template: string) =>
        loose(templateKey(type, template), { defaultValue: template }),
    };
  }, [t, language]);
}
