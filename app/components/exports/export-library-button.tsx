import { exportLibrary } from "@domain/api/exports";
import { ArchiveIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/**
 * Downloads the whole library: a zip of Markdown files and library.json, streamed. A plain form
 * post (not a link), so that no other site can start an export; the browser keeps the page and
 * saves the answer as a file.
 */
export function ExportLibraryButton() {
  const { t } = useTranslation("exports");
  return (
    <form method="post" action={exportLibrary.path}>
      <Button type="submit" variant="outline" size="sm">
        <ArchiveIcon aria-hidden />
        {t("library.button")}
      </Button>
    </form>
  );
}
