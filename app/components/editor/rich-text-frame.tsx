import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CITE_CLASSES } from "~/components/post-view/cite-classes";
import { cn } from "~/lib/cn";
import { RICH_TEXT_CLASSES } from "./rich-text-styles";

/** The editable area's look (the editor's and the read-only body's shown before it). */
export const SURFACE = `${RICH_TEXT_CLASSES} ${CITE_CLASSES} min-h-[30rem] px-4 py-3 focus-visible:outline-hidden`;

/** The editor's frame and the hidden form field that carries the HTML. */
export function EditorFrame({
  name,
  value,
  hidden,
  children,
}: {
  name: string;
  value: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      hidden={hidden}
      className="overflow-hidden rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring"
    >
      <input type="hidden" name={name} value={value} />
      {children}
    </div>
  );
}

/** The stored body, read-only, while the editor loads (and what the server sends). */
export function BodyPreview({ html }: { html: string }) {
  const { t } = useTranslation("editor");
  return (
    <div className={cn(SURFACE, "opacity-80")} aria-busy="true" dir="auto">
      <p className="sr-only">{t("loading")}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the stored body, sanitised by the loader. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
