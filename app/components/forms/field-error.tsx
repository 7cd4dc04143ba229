import { useTranslation } from "react-i18next";
import type { Namespace } from "~/i18n/options";

/** A field's validation messages; they arrive as i18n keys of the form's namespace. */
export function FieldError({ id, errors, ns }: { id: string; errors?: string[]; ns: Namespace }) {
  const { t } = useTranslation(ns);
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {errors.map((key) => t(key as never)).join(" ")}
    </p>
  );
}
