import type { DerivedPart } from "@domain/generation-notes";
import { InfoIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * Says plainly which parts of the post were not written by the model in the shape asked for
 * (taken from the text, the title or the user's keywords instead), so nothing degrades silently.
 */
export function DerivedNotes({
  parts,
  language,
}: {
  parts: readonly DerivedPart[];
  /** The language the post was asked for, named in the note when the model wrote another. */
  language: string;
}) {
  const { t, i18n } = useTranslation(["account", "generation"]);
  const languageName = new Intl.DisplayNames(i18n.language, { type: "language" }).of(language);
  if (parts.length === 0) return null;
  return (
    <section
      aria-labelledby="derived-notes-title"
      className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
    >
      <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <h2 id="derived-notes-title" className="font-medium">
          {t("view.derived.heading")}
        </h2>
        <ul className="list-disc space-y-0.5 ps-5">
          {parts.map((part) => (
            <li key={part}>
              {part === "language"
                ? t("generation:notes.language", { language: languageName })
                : t(`view.derived.${part}`)}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">{t("view.derived.analysis")}</p>
      </div>
    </section>
  );
}
