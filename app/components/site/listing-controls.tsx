import { BLOG_SEARCH_MAX, KEYWORD_OF_TYPE } from "@domain/site/blog";
import { WEBSITE_CONTENT_TYPES, type WebsiteContentType } from "@domain/site/content";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/** The listing's address for a type and search (page 1). */
export function listingHref(type: WebsiteContentType | null, q: string, page = 1): string {
  const path = type ? `/blog/${KEYWORD_OF_TYPE[type]}` : "/blog";
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (page > 1) search.set("page", String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Search (a GET form on the current listing) and the type filter (links). */
export function ListingControls({
  type,
  q,
  action,
}: {
  type: WebsiteContentType | null;
  q: string;
  action: string;
}) {
  const { t } = useTranslation("blog");
  return (
    <div className="grid gap-4">
      <search>
        <form method="get" action={action} className="flex gap-2">
          <label htmlFor="blog-search" className="sr-only">
            {t("search.label")}
          </label>
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={BLOG_SEARCH_MAX}
            placeholder={t("search.placeholder")}
            className="h-10 w-full rounded-md border border-input bg-background px-3"
          />
          <button
            type="submit"
            className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground text-sm"
          >
            <Search aria-hidden className="size-4" />
            {t("search.button")}
          </button>
        </form>
      </search>
      <nav aria-label={t("filter.label")}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {[null, ...WEBSITE_CONTENT_TYPES].map((option) => (
            <li key={option ?? "all"}>
              <a
                href={listingHref(option, q)}
                aria-current={option === type ? "page" : undefined}
                className={cn(
                  "inline-flex rounded-full border px-3 py-1",
                  option === type
                    ? "border-primary bg-primary text-primary-foreground"
                    : "hover:bg-accent",
                )}
              >
                {option ? t(`types.${option}`) : t("filter.all")}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Previous, the page numbers and Next, as links (the listing is plain HTML). */
export function Pagination(props: {
  page: number;
  pageCount: number;
  /** The address of a page of this listing. */
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation("blog");
  const { page, pageCount, hrefOf } = props;
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const link =
    "inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm hover:bg-accent";
  return (
    <nav
      aria-label={t("pagination.label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <a href={hrefOf(page - 1)} rel="prev" className={link}>
          {t("pagination.previous")}
        </a>
      ) : null}
      {pages.map((number) => (
        <a
          key={number}
          href={hrefOf(number)}
          aria-current={number === page ? "page" : undefined}
          aria-label={t("pagination.page", { page: number })}
          className={cn(
            link,
            number === page && "border-primary bg-primary text-primary-foreground",
          )}
        >
          {number}
        </a>
      ))}
      {page < pageCount ? (
        <a href={hrefOf(page + 1)} rel="next" className={link}>
          {t("pagination.next")}
        </a>
      ) : null}
    </nav>
  );
}
