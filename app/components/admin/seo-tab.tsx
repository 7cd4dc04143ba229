import { type AdminSeoItem, deleteSeo } from "@domain/api/admin-seo";
import { PlusIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { DeleteDialog } from "./delete-dialog";
import { SeoForm } from "./seo-form";

type Props = {
  list: { loadFailed: false; items: AdminSeoItem[] } | { loadFailed: true };
  editing: { item: AdminSeoItem | null } | null;
};

/** The admin SEO Settings tab (loaded lazily: only admins download it): the list, or one form. */
export default function SeoTab({ list, editing }: Props) {
  const { t } = useTranslation("admin");
  useEffect(() => {
    if (list.loadFailed) toast.error(t("seo.loadFailed"));
  }, [list.loadFailed, t]);

  if (editing) return <SeoForm key={editing.item?.id ?? "new"} item={editing.item} />;
  return (
    <section aria-labelledby="seo-title" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1
            id="seo-title"
            tabIndex={-1}
            className="font-bold text-2xl tracking-tight focus:outline-hidden"
          >
            {t("seo.heading")}
          </h1>
          <p className="text-muted-foreground">{t("seo.lead")}</p>
        </div>
        <Button asChild>
          <Link to="?edit=new">
            <PlusIcon aria-hidden />
            {t("seo.new")}
          </Link>
        </Button>
      </header>
      {list.loadFailed ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {t("seo.loadFailed")}
        </p>
      ) : list.items.length === 0 ? (
        <p className="rounded-md border p-6 text-center">{t("seo.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("seo.table.caption")}</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t("seo.table.pageSlug")}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t("seo.table.pageTitle")}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t("seo.table.schemaType")}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t("seo.table.actions")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} className="border-t" data-testid="seo-row">
                  <td className="p-3 font-mono">{item.pageSlug}</td>
                  <td className="p-3">
                    {item.pageTitle}
                    {item.noindex ? (
                      <span className="ms-2 text-muted-foreground text-xs">
                        ({t("seo.table.noindex")})
                      </span>
                    ) : null}
                  </td>
                  <td className="p-3">{item.schemaType}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <Button asChild variant="outline" size="sm">
                        <Link to={`?edit=${item.id}`}>
                          {t("seo.table.edit")}
                          <span className="sr-only">{` ${item.pageSlug}`}</span>
                        </Link>
                      </Button>
                      <DeleteDialog
                        contract={deleteSeo}
                        id={item.id}
                        name={item.pageSlug}
                        title={t("seo.delete.title")}
                        description={t("seo.delete.description", { slug: item.pageSlug })}
                        failedTitle="admin:seo.deleteFailed"
                        focusAfter="seo-title"
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
