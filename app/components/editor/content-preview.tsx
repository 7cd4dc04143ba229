import { sanitizeHtml } from "@domain/html/sanitize";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { RICH_TEXT_CLASSES } from "./rich-text-styles";

/** The body as readers will see it: the current editor HTML through the shared sanitiser. */
export function ContentPreview({ html, id }: { html: string; id: string }) {
  const { t } = useTranslation("editor");
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="rounded-md border border-input bg-background px-4 py-3"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {t("previewHeading")}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the shared allow-list. */}
      <div className={RICH_TEXT_CLASSES} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  );
}
