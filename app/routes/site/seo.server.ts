import { APP_NAME } from "@domain/app";
import { LANGUAGE_CODES } from "@domain/languages";
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from "@domain/site/content";
import { breadcrumbs, type JsonLd, webPage } from "@domain/site/json-ld";
import { seoSlugOf } from "@domain/site/pages";
import { i18nContext } from "@server/context";
import { getSeoSettings, siteOrigin } from "@server/site";
import type { RouterContextProvider } from "react-router";
import type { PageSeo } from "./seo";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type SeoInput = {
  /** The content's own title and description (an article's meta fields), else the page's. */
  title: string;
  description: string;
  /** The canonical path (defaults to the request's path; a listing passes its page). */
  path?: string;
  image?: string | null;
  keywords?: string[];
  ogType?: PageSeo["ogType"];
  article?: PageSeo["article"];
  /**
   * JSON-LD for the page, given the site's origin, the canonical URL and the schema.org type the
   * page's SEO settings choose (null without settings).
   */
  jsonLd?: (origin: string, canonical: string, schemaType: string | null) => JsonLd[];
};

/** Cuts a text to a limit on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * The page's SEO: `seo_settings` for its slug first, then the content's own fields, then the
 * page's defaults (issue 13). Canonical and alternates are on APP_URL; `?lang=` alternates
 * carry each language (the server renders the language the query names).
 */
export async function pageSeo(args: Args, input: SeoInput): Promise<PageSeo> {
  const url = new URL(args.request.url);
  const path = input.path ?? url.pathname;
  const origin = siteOrigin(args.request);
  const settings = await getSeoSettings(seoSlugOf(path.split("?")[0] ?? "/"));
  const language = args.context.get(i18nContext).language;
  const withLang = (code: string) => {
    const target = new URL(path, origin);
    target.searchParams.set("lang", code);
    return target.href;
  };
  const plain = new URL(path, origin).href;
  const canonical =
    settings?.canonicalUrl ?? (url.searchParams.has("lang") ? withLang(language) : plain);
  const title = clip(settings?.pageTitle ?? input.title, META_TITLE_MAX);
  const description = clip(settings?.metaDescription ?? input.description, META_DESCRIPTION_MAX);
  const image = settings?.ogImage ?? input.image ?? null;
  const extra = settings?.additionalSchema;
  return {
    title,
    description,
    canonical,
    alternates: [
      ...LANGUAGE_CODES.map((code) => ({ hreflang: code, href: withLang(code) })),
      { hreflang: "x-default", href: plain },
    ],
    keywords: settings?.metaKeywords.length ? settings.metaKeywords : (input.keywords ?? []),
    ogType: input.ogType ?? "website",
    ogTitle: settings?.ogTitle ?? title,
    ogDescription: settings?.ogDescription ?? description,
    image,
    twitterCard: settings?.twitterCard ?? (image ? "summary_large_image" : "summary"),
    siteName: APP_NAME,
    locale: language,
    article: input.article,
    noindex: settings?.noindex ?? false,
    jsonLd: [
      ...(input.jsonLd?.(origin, canonical, settings?.schemaType ?? null) ?? []),
      ...(isJsonLd(extra) ? [extra] : []),
    ],
  };
}

function isJsonLd(value: unknown): value is JsonLd {
  return typeof value === "object" && value !== null && "@type" in value;
}

/**
 * A static page's SEO: its schema.org type (the one its SEO settings choose, else its own) and
 * the breadcrumb from the home page.
 */
export function staticPageSeo(
  args: Args,
  page: { title: string; description: string; schemaType: string; crumb: string; path?: string },
): Promise<PageSeo> {
  const home = args.context.get(i18nContext).t("site:breadcrumbHome");
  return pageSeo(args, {
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: (origin, canonical, schemaType) => [
      webPage(schemaType ?? page.schemaType, canonical, page.title, page.description),
      breadcrumbs([
        { name: home, url: `${origin}/` },
        { name: page.crumb, url: canonical },
      ]),
    ],
  });
}
