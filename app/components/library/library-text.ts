import { useTranslation } from "react-i18next";
import { useCreateText } from "~/components/create/create-text";

/**
 * The library's words, plus the catalogue's type and tone labels as the create screen words them
 * (`create` namespace, type-specific wording first); an unknown stored value shows as it is.
 */
export function useLibraryText() {
  const { t, i18n } = useTranslation("library");
  const { storedTypeLabel, storedOptionLabel } = useCreateText();
  return {
    t,
    language: i18n.language,
    typeLabel: storedTypeLabel,
    toneLabel: (type: string, tone: string) => storedOptionLabel(type, "tone", tone),
  };
}
