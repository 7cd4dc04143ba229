import { deletePost } from "@domain/api/post";
import { useEffect, useRef } from "react";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { ExportLibraryButton } from "~/components/exports/export-library-button";
import { LinkReportSection } from "~/components/links/link-report-section";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { useApi } from "~/lib/use-api";
import { useDateText } from "~/lib/use-date-text";
import { DELETE_POST_FETCHER } from "./delete-post-dialog";
import { LibraryEmpty } from "./library-empty";
import { LibraryPagination } from "./library-pagination";
import { useLibraryText } from "./library-text";
import { LibraryToolbar } from "./library-toolbar";
import { PostCard } from "./post-card";
import type { LibraryTabProps } from "./types";
import { useLibraryLoading } from "./use-library-navigation";

/** The Library tab (spec section 2): the user's posts, searched, filtered, sorted and paged. */
export function LibraryTab({
  query,
  total,
  pageCount,
  items,
  loadFailed,
  nextDeletion,
}: LibraryTabProps) {
  const { t, language } = useLibraryText();
  const dateText = useDateText(language);
  const loading = useLibraryLoading();
  const heading = useRef<HTMLHeadingElement>(null);
  const filtered = query.q !== "" || query.type !== "all";

  useEffect(() => {
    if (loadFailed) {
      toast.error(t("loadFailed.title"), { description: t("loadFailed.description") });
    }
  }, [loadFailed, t]);

  // A Delete's answer, once the list has reloaded: the deleted card's button is gone, so the
  // focus goes back to the top of the tab; a refusal says "Delete Failed".
  useApi(deletePost, {
    key: DELETE_POST_FETCHER,
    onDone: () => heading.current?.focus(),
    onError: () => toast.error(t("delete.failed"), { description: t("delete.failedDescription") }),
  });

  return (
    <section aria-labelledby="library-title" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1
            id="library-title"
            ref={heading}
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-hidden"
          >
            {t("title")}
          </h1>
          <p className="text-muted-foreground">{t("description")}</p>
          {nextDeletion ? (
            <p className="text-amber-800 text-sm dark:text-amber-200">
              {t("retention", { date: dateText(nextDeletion) })}
            </p>
          ) : null}
        </div>
        {total > 0 ? <ExportLibraryButton /> : null}
      </header>
      <LibraryToolbar query={query} total={total} />
      <div aria-busy={loading} className="space-y-6">
        {loading ? <Spinner label={t("loading")} showLabel /> : null}
        {loadFailed ? (
          <LoadFailedAlert message={t("loadFailed.description")} />
        ) : items.length === 0 ? (
          <LibraryEmpty filtered={filtered} />
        ) : (
          <ul
            className={cn(
              "grid gap-4 sm:grid-cols-2 xl:grid-cols-3",
              loading && "opacity-60 transition-opacity",
            )}
          >
            {items.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <LibraryPagination query={query} pageCount={pageCount} />
      </div>
      {total > 1 ? <LinkReportSection /> : null}
    </section>
  );
}
