import { APP_NAME } from "@domain/app";
import { RSS_ITEMS, rssXml } from "@domain/site/feeds";
import { i18nContext } from "@server/context";
import { pageRoute } from "@server/http";
import type { Route } from "./+types/rss";
import { feedContent, feedResponse } from "./feed.server";

/** Public: the newest published articles as RSS 2.0. */
export const loader = pageRoute(async ({ request, context }: Route.LoaderArgs) => {
  const { origin, articles } = await feedContent(request);
  const i18n = context.get(i18nContext);
  const t = i18n.getFixedT(null, "blog");
  const body = rssXml(
    {
      title: t("meta.title", { app: APP_NAME }),
      link: `${origin}/blog`,
      description: t("meta.description", { app: APP_NAME }),
      language: i18n.language,
      self: `${origin}/rss.xml`,
    },
    articles.slice(0, RSS_ITEMS).map((article) => ({
      title: article.title,
      link: `${origin}/blog/${article.slug}`,
      description: article.metaDescription ?? article.excerpt ?? article.title,
      pubDate: article.publishedAt,
      categories: [t(`types.${article.contentType}`), ...article.keywords],
    })),
  );
  return feedResponse(body, "application/rss+xml");
});
