import { BLOG_TYPE_KEYWORDS } from "@domain/site/content";
import { type SitemapUrl, sitemapPart } from "@domain/site/feeds";
import { STATIC_PATHS } from "@domain/site/pages";
import { pageRoute } from "@server/http";
import type { Route } from "./+types/sitemap";
import { feedContent, feedResponse } from "./feed.server";

/**
 * Public: every public page and published article, with `lastmod` for articles; past 45,000
 * addresses `/sitemap.xml` is an index of `/sitemap.xml?part=N` files.
 */
export const loader = pageRoute(async ({ request }: Route.LoaderArgs) => {
  const { origin, articles } = await feedContent(request);
  const newest = articles[0]?.updatedAt;
  const urls: SitemapUrl[] = [
    // /contact-us is /contact under another name (its canonical): only the canonical is listed.
    ...STATIC_PATHS.filter((path) => path !== "/contact-us").map((path) => ({
      loc: `${origin}${path}`,
      lastmod: path === "/blog" ? newest : undefined,
    })),
    ...BLOG_TYPE_KEYWORDS.map((keyword) => ({ loc: `${origin}/blog/${keyword}` })),
    ...articles.map((article) => ({
      loc: `${origin}/blog/${article.slug}`,
      lastmod: article.updatedAt,
    })),
  ];
  const part = Number(new URL(request.url).searchParams.get("part") ?? 0);
  const body = sitemapPart(urls, part, (n) => `${origin}/sitemap.xml?part=${n}`);
  if (body === null) throw new Response(null, { status: 404 });
  return feedResponse(body, "application/xml");
});
