import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * Previous and next links for an admin list, keeping the rest of the URL's query (the tab, the
 * search); real links, so they work before scripts load.
 */
export function AdminPagination({
  page,
  pageCount,
  param = "page",
  label,
}: {
  page: number;
  pageCount: number;
  /** The query parameter holding this list's page. */
  param?: string;
  label?: string;
}) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  if (pageCount <= 1) return null;
  const to = (n: number) => {
    const search = new URLSearchParams(location.search);
    search.set(param, String(n));
    return `${location.pathname}?${search}`;
  };
  const link = "ghost" as const;
  return (
    <nav
      aria-label={label ?? t("pagination.label")}
      className="flex items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link
          to={to(page - 1)}
          preventScrollReset
          rel="prev"
          className={buttonVariants({ variant: link, size: "sm" })}
        >
          <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
          {t("pagination.previous")}
        </Link>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("pagination.status", { page, pageCount })}</p>
      {page < pageCount ? (
        <Link
          to={to(page + 1)}
          preventScrollReset
          rel="next"
          className={buttonVariants({ variant: link, size: "sm" })}
        >
          {t("pagination.next")}
          <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
