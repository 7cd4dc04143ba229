import { APP_NAME } from "@domain/app";
import { breadcrumbs, webPage } from "@domain/site/json-ld";
import { helpCategoryOf, helpCategoryPath } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { NotFound } from "@server/errors";
import { pageRoute } from "@server/http";
import { listHelpCategory } from "@server/site";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { ArticleGrid } from "~/components/site/article-grid";
import { Pagination } from "~/components/site/listing-controls";
import { PageHero, SitePage } from "~/components/site/site-page";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/help-category";
import { toCards } from "./cards.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { pageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/**
 * Public: one help center category (spec section 2, the cards' Browse): its published help
 * articles and guides, newest first, 9 to a page. An unknown category is the site's 404.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const category = helpCategoryOf(args.params.category);
  if (!category) throw new NotFound();
  const url = new URL(args.request.url);
  const requested = Number(url.searchParams.get("page"));
  const page = await listHelpCategory(
    category.keyword,
    Number.isInteger(requested) && requested > 0 ? requested : 1,
  );
  const i18n = args.context.get(i18nContext);
  const t = i18n.getFixedT(null, ["pages", "site", "blog"]);
  const name = t(`pages:helpCenter.categories.${category.id}.title`);
  const description = t(`pages:helpCenter.categories.${category.id}.description`);
  const path = helpCategoryPath(category);
  const suffix = page.page > 1 ? ` · ${t("blog:meta.pageSuffix", { page: page.page })}` : "";
  const seo = await pageSeo(args, {
    path: page.page > 1 ? `${path}?page=${page.page}` : path,
    title: t("pages:helpCenter.category.metaTitle", { category: name }) + suffix,
    description: t("pages:helpCenter.category.metaDescription", {
      category: name,
      description,
      app: APP_NAME,
    }),
    jsonLd: (origin, canonical, schemaType) => [
      webPage(schemaType ?? "CollectionPage", canonical, name, description),
      breadcrumbs([
        { name: t("site:breadcrumbHome"), url: `${origin}/` },
        { name: t("pages:helpCenter.title"), url: `${origin}/help-center` },
        { name, url: `${origin}${path}` },
      ]),
    ],
  });
  return {
    seo,
    category: category.id,
    path,
    page: { ...page, items: toCards(page.items, i18n.language) },
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function HelpCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { category, page, path } = loaderData;
  return (
    <SitePage>
      <PageHero
        title={t(`helpCenter.categories.${category}.title`)}
        lead={t(`helpCenter.categories.${category}.description`)}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <a
          href="/help-center"
          className="inline-flex items-center gap-2 text-muted-foreground text-sm hover:text-foreground"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("helpCenter.category.back")}
        </a>
        <section aria-labelledby="category-list-title" className="mt-8">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="category-list-title" className="font-bold text-2xl">
              {t("helpCenter.category.listTitle")}
            </h2>
            <p className="text-muted-foreground text-sm">
              {t("helpCenter.articles", { count: page.total })}
            </p>
          </div>
          <ArticleGrid
            items={page.items}
            empty={{
              title: t("helpCenter.category.empty"),
              body: t("helpCenter.category.emptyBody"),
              link: { href: "/contact", label: t("helpCenter.contact") },
            }}
          />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            hrefOf={(number) => (number > 1 ? `${path}?page=${number}` : path)}
          />
        </section>
      </div>
    </SitePage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
