import { LIBRARY_EXPORT_PATH } from "@domain/exports";
import { ArchiveIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/** Downloads the whole library: a zip of Markdown files and library.json, streamed. */
export function ExportLibraryButton() {
  const { t } = useTranslation("exports");
  return (
    <Button asChild variant="outline" size="sm">
      <a href={LIBRARY_EXPORT_PATH} download>
        <ArchiveIcon aria-hidden />
        {t("library.button")}
      </a>
    </Button>
  );
}
