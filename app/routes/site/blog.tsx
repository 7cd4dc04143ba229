import { APP_NAME } from "@domain/app";
import { isBlogTypeKeyword, KEYWORD_OF_TYPE, parseBlogQuery } from "@domain/site/blog";
import { breadcrumbs, webPage } from "@domain/site/json-ld";
import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { listArticles, listFeatured } from "@server/site";
import { useTranslation } from "react-i18next";
import { ArticleCard } from "~/components/site/article-card";
import { ArticleGrid } from "~/components/site/article-grid";
import { ListingControls, listingHref, Pagination } from "~/components/site/listing-controls";
import { PageHero, SitePage } from "~/components/site/site-page";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/blog";
import { toCards } from "./cards.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { pageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/**
 * Public: the blog listing (spec section 2, "Public blog") at /blog, /blog/{type keyword}, and
 * /help and /guides (the help and guides listings). Only published content is listed.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const url = new URL(args.request.url);
  const last = url.pathname.split("/").filter(Boolean).at(-1);
  const query = parseBlogQuery(url.searchParams, isBlogTypeKeyword(last) ? last : undefined);
  const i18n = args.context.get(i18nContext);
  const t = i18n.getFixedT(null, ["blog", "site"]);
  const firstPlain = query.page === 1 && !query.q && !query.type;
  const [page, featured] = await Promise.all([
    listArticles(query),
    firstPlain ? listFeatured() : Promise.resolve([]),
  ]);
  const typeName = query.type ? t(`blog:types.${query.type}`) : null;
  // /help and /guides show /blog/help and /blog/guides: one canonical address for each listing.
  const canonicalPath = listingHref(query.type, "", page.page);
  const suffix = page.page > 1 ? ` · ${t("blog:meta.pageSuffix", { page: page.page })}` : "";
  const seo = await pageSeo(args, {
    path: canonicalPath,
    title:
      (typeName
        ? t("blog:meta.typeTitle", { type: typeName, app: APP_NAME })
        : t("blog:meta.title", { app: APP_NAME })) + suffix,
    description: typeName
      ? t("blog:meta.typeDescription", { type: typeName, app: APP_NAME })
      : t("blog:meta.description", { app: APP_NAME }),
    jsonLd: (origin, canonical) => [
      webPage(
        "Blog",
        canonical,
        t("blog:meta.title", { app: APP_NAME }),
        t("blog:meta.description", { app: APP_NAME }),
      ),
      breadcrumbs([
        { name: t("site:breadcrumbHome"), url: `${origin}/` },
        { name: t("blog:title"), url: `${origin}/blog` },
        ...(query.type && typeName
          ? [{ name: typeName, url: `${origin}/blog/${KEYWORD_OF_TYPE[query.type]}` }]
          : []),
      ]),
    ],
  });
  return {
    seo,
    query,
    action: url.pathname,
    typeName,
    latest: firstPlain,
    featured: toCards(featured, i18n.language),
    page: { ...page, items: toCards(page.items, i18n.language) },
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { query, page, featured, typeName } = loaderData;
  const filtered = Boolean(query.q || query.type);
  return (
    <SitePage>
      <PageHero title={typeName ?? t("title")} lead={t("lead")} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ListingControls type={query.type} q={query.q} action={loaderData.action} />
        {featured.length ? (
          <section aria-labelledby="featured-title" className="mt-12">
            <h2 id="featured-title" className="font-bold text-2xl">
              {t("featured")}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {featured.map((item) => (
                <ArticleCard key={item.id} item={item} />
              ))}
            </div>
          </section>
        ) : null}
        <section aria-labelledby="list-title" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="list-title" className="font-bold text-2xl">
              {loaderData.latest ? t("latest") : t("all")}
            </h2>
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t("results", { count: page.total })}
            </p>
          </div>
          <ArticleGrid
            items={page.items}
            empty={{
              title: t("empty.title"),
              body: t("empty.body"),
              link: filtered ? { href: "/blog", label: t("empty.clear") } : undefined,
            }}
          />
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            hrefOf={(number) => listingHref(query.type, query.q, number)}
          />
        </section>
      </div>
    </SitePage>
  );
}
