import { isContentType } from "@domain/content-types";
import { useTranslation } from "react-i18next";

type LooseT = (key: string, options?: { defaultValue?: string }) => string;

/**
 * The library's words, plus the catalogue's type and tone labels, which the create screen
 * already translates (`create` namespace); an unknown stored value shows as it is.
 */
export function useLibraryText() {
  const { t, i18n } = useTranslation(["library", "create"]);
  const loose = t as unknown as LooseT;
  return {
    t,
    language: i18n.language,
    typeLabel: (type: string) =>
      isContentType(type) ? loose(`create:types.${type}.label`, { defaultValue: type }) : type,
    toneLabel: (tone: string) => loose(`create:options.tone.${tone}`, { defaultValue: tone }),
  };
}
