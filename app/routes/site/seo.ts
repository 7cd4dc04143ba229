import type { JsonLd } from "@domain/site/json-ld";
import type { MetaDescriptor } from "react-router";

/** What a public page says about itself in its first HTML (built by seo.server.ts). */
export type PageSeo = {
  title: string;
  description: string;
  canonical: string;
  /** hreflang alternates: the nine languages and x-default. */
  alternates: { hreflang: string; href: string }[];
  keywords: string[];
  ogType: "website" | "article";
  ogTitle: string;
  ogDescription: string;
  image: string | null;
  twitterCard: string;
  siteName: string;
  locale: string;
  article?: { publishedTime: string; modifiedTime: string; tags: string[] };
  /** The page's SEO settings ask search engines not to index it. */
  noindex?: boolean;
  jsonLd: JsonLd[];
};

/** The head of a public page: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [{ name: "robots", content: "noindex" }];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(seo.keywords.length ? [{ name: "keywords", content: seo.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: seo.locale },
    { property: "og:type", content: seo.ogType },
    { property: "og:title", content: seo.ogTitle },
    { property: "og:description", content: seo.ogDescription },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
    ...(seo.article
      ? [
          { property: "article:published_time", content: seo.article.publishedTime },
          { property: "article:modified_time", content: seo.article.modifiedTime },
          ...seo.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]
      : []),
    { name: "twitter:card", content: seo.twitterCard },
    { name: "twitter:title", content: seo.ogTitle },
    { name: "twitter:description", content: seo.ogDescription },
    ...(seo.image ? [{ name: "twitter:image", content: seo.image }] : []),
    ...seo.jsonLd.map((item) => ({ "script:ld+json": item })),
  ];
}
