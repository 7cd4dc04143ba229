import { type AdminContentRow, deleteContent } from "@domain/api/admin-content";
import { type AdminContentQuery, adminContentSearch } from "@domain/site/admin-content";
import { CONTENT_STATUSES, WEBSITE_CONTENT_TYPES } from "@domain/site/content";
import { PlusIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { useDateText } from "~/lib/use-date-text";
import { SELECT_CLASSES } from "./admin-field";
import { DeleteDialog } from "./delete-dialog";

export type ContentListProps = {
  query: AdminContentQuery;
  /** Shown between the heading and the filters (the site-wide default video). */
  children?: ReactNode;
  list:
    | {
        loadFailed: false;
        items: AdminContentRow[];
        total: number;
        page: number;
        pageCount: number;
      }
    | { loadFailed: true };
};

/** The admin's list of website content: search, type and status filters, pages of 20. */
export function ContentList({ query, list, children }: ContentListProps) {
  const { t, i18n } = useTranslation("admin");
  const dateText = useDateText(i18n.language);

  useEffect(() => {
    if (list.loadFailed) {
      toast.error(t("content.loadFailed"), { description: t("content.loadFailedDescription") });
    }
  }, [list.loadFailed, t]);

  return (
    <section aria-labelledby="content-title" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1
            id="content-title"
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-hidden"
          >
            {t("content.heading")}
          </h1>
          <p className="text-muted-foreground">{t("content.lead")}</p>
        </div>
        <Button asChild>
          <Link to="?edit=new">
            <PlusIcon aria-hidden />
            {t("content.new")}
          </Link>
        </Button>
      </header>
      {children}
      <Form method="get" className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="content-q">{t("content.filters.search")}</Label>
          <Input
            id="content-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={t("content.filters.searchPlaceholder")}
          />
        </div>
        <div className="grid gap-1.5 md:w-44">
          <Label htmlFor="content-type">{t("content.filters.type")}</Label>
          <select
            id="content-type"
            name="type"
            defaultValue={query.type ?? ""}
            className={SELECT_CLASSES}
          >
            <option value="">{t("content.filters.all")}</option>
            {WEBSITE_CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`content.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5 md:w-40">
          <Label htmlFor="content-status">{t("content.filters.status")}</Label>
          <select
            id="content-status"
            name="status"
            defaultValue={query.status ?? ""}
            className={SELECT_CLASSES}
          >
            <option value="">{t("content.filters.all")}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`content.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            {t("content.filters.apply")}
          </Button>
          <Link
            to={href("/dashboard/admin/content")}
            className={buttonVariants({ variant: "ghost" })}
          >
            {t("content.filters.clear")}
          </Link>
        </div>
      </Form>
      {list.loadFailed ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {t("content.loadFailed")}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t("content.results", { count: list.total })}
          </p>
          {list.items.length === 0 ? (
            <p className="rounded-md border p-6 text-center">{t("content.empty")}</p>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <caption className="sr-only">{t("content.table.caption")}</caption>
                <thead className="bg-muted/50 text-start">
                  <tr>
                    <th scope="col" className="p-3 text-start">
                      {t("content.table.title")}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {t("content.table.type")}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {t("content.table.status")}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {t("content.table.updated")}
                    </th>
                    <th scope="col" className="p-3 text-start">
                      {t("content.table.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((item) => (
                    <tr key={item.id} className="border-t" data-testid="content-row">
                      <td className="p-3">
                        <span className="font-medium">{item.title}</span>
                        <span className="block text-muted-foreground text-xs">
                          /blog/{item.slug}
                        </span>
                        {item.featured ? (
                          <Badge variant="outline" className="mt-1">
                            {t("content.table.featured")}
                          </Badge>
                        ) : null}
                      </td>
                      <td className="p-3">{t(`content.types.${item.contentType}`)}</td>
                      <td className="p-3">
                        <Badge variant={item.status === "published" ? "success" : "secondary"}>
                          {t(`content.statuses.${item.status}`)}
                        </Badge>
                      </td>
                      <td className="p-3">
                        <time dateTime={item.updatedAt}>{dateText(item.updatedAt)}</time>
                      </td>
                      <td className="p-3">
                        <div className="flex flex-wrap gap-2">
                          <Button asChild variant="outline" size="sm">
                            <Link to={`?edit=${item.id}`}>
                              {t("content.table.edit")}
                              <span className="sr-only">{` “${item.title}”`}</span>
                            </Link>
                          </Button>
                          <DeleteDialog
                            contract={deleteContent}
                            id={item.id}
                            name={item.title}
                            title={t("content.delete.title")}
                            description={t("content.delete.description", { title: item.title })}
                            failedTitle="admin:content.deleteFailed"
                            focusAfter="content-title"
                          />
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ContentPagination query={query} pageCount={list.pageCount} page={list.page} />
        </>
      )}
    </section>
  );
}

function ContentPagination({
  query,
  page,
  pageCount,
}: {
  query: AdminContentQuery;
  page: number;
  pageCount: number;
}) {
  const { t } = useTranslation("admin");
  if (pageCount <= 1) return null;
  const link = (n: number, label: string, rel: string) =>
    n >= 1 && n <= pageCount ? (
      <Link
        to={`${href("/dashboard/admin/content")}${adminContentSearch({ ...query, page: n })}`}
        rel={rel}
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        {label}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={buttonVariants({ variant: "ghost", size: "sm", className: "opacity-50" })}
      >
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t("content.pagination.label")}
      className="flex items-center justify-between gap-3"
    >
      {link(page - 1, t("content.pagination.previous"), "prev")}
      <span className="text-sm">{t("content.pagination.of", { page, count: pageCount })}</span>
      {link(page + 1, t("content.pagination.next"), "next")}
    </nav>
  );
}
