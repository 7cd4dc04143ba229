import { FileSearchIcon, PenSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { tabHref } from "~/components/dashboard/tabs";
import { Button } from "~/components/ui/button";
import { useLibraryText } from "./library-text";

/**
 * No posts to show: either nothing matches the search and filter (offer to clear them), or the
 * library is still empty (offer to create the first post).
 */
export function LibraryEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useLibraryText();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center">
      <FileSearchIcon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="font-semibold text-lg">{t("empty.title")}</h2>
      <p className="text-muted-foreground">{filtered ? t("empty.filtered") : t("empty.none")}</p>
      {filtered ? (
        <Button asChild variant="outline">
          <Link to={tabHref("library")}>{t("empty.clear")}</Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to={tabHref("create")}>
            <PenSquareIcon aria-hidden />
            {t("empty.create")}
          </Link>
        </Button>
      )}
    </div>
  );
}
