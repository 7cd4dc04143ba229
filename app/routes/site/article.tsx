import { articleHtml, KEYWORD_OF_TYPE, readMinutes } from "@domain/site/blog";
import { blogPosting, breadcrumbs } from "@domain/site/json-ld";
import { videoEmbedUrl } from "@domain/site/video";
import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import { getArticle, getSiteSettings, listRelated, siteOrigin } from "@server/site";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { ArticleNotFound, ArticleView } from "~/components/site/article-view";
import { SitePage } from "~/components/site/site-page";
import { staticPage } from "~/lib/site-page";
import type { Route } from "./+types/article";
import { toCard, toCards } from "./cards.server";
import { publicPageHeaders } from "./headers";
import { seoMeta } from "./seo";
import { pageSeo } from "./seo.server";

export const handle = staticPage;
export const headers = publicPageHeaders;

/**
 * Public: one published article by slug (decisions: "Routes"). A draft, archived or unknown
 * slug is the same 404 "Article Not Found".
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const article = await getArticle(args.params.slug);
  const [related, site] = await Promise.all([listRelated(article), getSiteSettings()]);
  const i18n = args.context.get(i18nContext);
  const t = i18n.getFixedT(null, ["blog", "site"]);
  const origin = siteOrigin(args.request);
  const url = `${origin}/blog/${article.slug}`;
  const description = article.metaDescription ?? article.excerpt ?? article.title;
  const keyword = KEYWORD_OF_TYPE[article.contentType];
  const seo = await pageSeo(args, {
    path: `/blog/${article.slug}`,
    title: article.metaTitle ?? article.title,
    description,
    image: article.featuredImageUrl,
    keywords: article.keywords,
    ogType: "article",
    article: {
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      tags: article.keywords,
    },
    jsonLd: (site) => [
      blogPosting(site, {
        url,
        headline: article.title,
        description,
        image: article.featuredImageUrl,
        authorName: article.authorName,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        keywords: article.keywords,
      }),
      breadcrumbs([
        { name: t("site:breadcrumbHome"), url: `${site}/` },
        { name: t("blog:title"), url: `${site}/blog` },
        { name: t(`blog:types.${article.contentType}`), url: `${site}/blog/${keyword}` },
        { name: article.title, url },
      ]),
    ],
  });
  return {
    seo,
    article: {
      ...toCard(article, i18n.language),
      html: articleHtml(article.content),
      readMinutes: readMinutes(article.content),
      keywords: article.keywords,
      url,
      video: articleVideo(article.videoUrl, site.defaultVideoUrl),
    },
    related: toCards(related, i18n.language),
  };
});

/**
 * The article's demo video (spec section 2): its own, else the site-wide default an admin set
 * (issue 25), else none.
 */
function articleVideo(own: string | null, siteDefault: string | null) {
  const link = own ?? siteDefault;
  return link ? { embedUrl: videoEmbedUrl(link), link, isDefault: own === null } : null;
}

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export default function Article({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage>
      <ArticleView article={loaderData.article} related={loaderData.related} />
    </SitePage>
  );
}

export function ErrorBoundary() {
  return (
    <SitePage>
      <RouteErrorBoundary inline notFound={ArticleNotFound} />
    </SitePage>
  );
}
