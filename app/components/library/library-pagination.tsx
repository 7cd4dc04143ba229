import type { LibraryQuery } from "@domain/library";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useLibraryText } from "./library-text";
import { libraryHref } from "./use-library-navigation";

/** The page numbers to offer: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const n of pages) {
    const last = out.at(-1);
    if (typeof last === "number" && n - last === 2) out.push(last + 1);
    else if (typeof last === "number" && n - last > 2) out.push("gap");
    out.push(n);
  }
  return out;
}

/** Previous, numbered and next page links; real links, so they work before scripts load. */
export function LibraryPagination({
  query,
  pageCount,
}: {
  query: LibraryQuery;
  pageCount: number;
}) {
  const { t } = useLibraryText();
  if (pageCount <= 1) return null;
  const { page } = query;
  const href = (n: number) => libraryHref({ ...query, page: n });
  const step = (n: number, label: string, icon: React.ReactNode, end: boolean) =>
    n < 1 || n > pageCount ? (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "opacity-50")}
      >
        {end ? null : icon}
        {label}
        {end ? icon : null}
      </span>
    ) : (
      <Link
        to={href(n)}
        preventScrollReset
        className={buttonVariants({ variant: "ghost", size: "sm" })}
        rel={end ? "next" : "prev"}
      >
        {end ? null : icon}
        {label}
        {end ? icon : null}
      </Link>
    );

  return (
    <nav aria-label={t("pagination.label")} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {step(
            page - 1,
            t("pagination.previous"),
            <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />,
            false,
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} aria-hidden className="px-2 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                preventScrollReset
                aria-current={n === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: n })}
                className={buttonVariants({
                  variant: n === page ? "outline" : "ghost",
                  size: "sm",
                })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {step(
            page + 1,
            t("pagination.next"),
            <ChevronRightIcon aria-hidden className="rtl:rotate-180" />,
            true,
          )}
        </li>
      </ul>
      <p className="text-muted-foreground text-xs">{t("pagination.status", { page, pageCount })}</p>
    </nav>
  );
}
