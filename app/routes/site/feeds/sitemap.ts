import { BLOG_TYPE_KEYWORDS } from "@domain/cms";
import {
  SITEMAP_URLS_PER_FILE,
  type SitemapUrl,
  sitemapIndexXml,
  sitemapXml,
} from "@domain/site/feeds";
import { STATIC_PATHS } from "@domain/site/pages";
import { feedContent, feedResponse } from "~/lib/feeds.server";
import type { Route } from "./+types/sitemap";

/**
 * Public: every public page and published article, with `lastmod` for articles; past 45,000
 * addresses `/sitemap.xml` is an index of `/sitemap.xml?part=N` files.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { origin, articles } = await feedContent(request);
  const newest = articles[0]?.updatedAt;
  const urls: SitemapUrl[] = [
    ...STATIC_PATHS.map((path) => ({
      loc: `${origin}${path}`,
      lastmod: path === "/blog" ? newest : undefined,
    })),
    ...BLOG_TYPE_KEYWORDS.map((keyword) => ({ loc: `${origin}/blog/${keyword}` })),
    ...articles.map((article) => ({
      loc: `${origin}/blog/${article.slug}`,
      lastmod: article.updatedAt,
    })),
  ];
  const parts = Math.ceil(urls.length / SITEMAP_URLS_PER_FILE);
  const part = Number(new URL(request.url).searchParams.get("part"));
  if (parts > 1 && Number.isInteger(part) && part >= 1 && part <= parts) {
    const slice = urls.slice((part - 1) * SITEMAP_URLS_PER_FILE, part * SITEMAP_URLS_PER_FILE);
    return feedResponse(sitemapXml(slice), "application/xml");
  }
  if (parts > 1) {
    const index = Array.from({ length: parts }, (_, i) => ({
      loc: `${origin}/sitemap.xml?part=${i + 1}`,
      lastmod: newest,
    }));
    return feedResponse(sitemapIndexXml(index), "application/xml");
  }
  return feedResponse(sitemapXml(urls), "application/xml");
}
