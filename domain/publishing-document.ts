/**
 * The document a post is published as (issue 31, ADR 0032 "The document"): the pure half. The
 * server (server/publishing/document.ts) reads the saved post, the publication and the addresses
 * of the linked posts on the same site, and this builds what every platform receives.
 */
import { sanitizeHtml } from "./html/sanitize";
import { EXCERPT_MAX, PUBLISHING_MESSAGES, type PublishingMessage } from "./publishing";
import { slugify } from "./slug";
import { htmlToPlainText } from "./text";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const VIEW_PATH = new RegExp(`^/dashboard/view/(${UUID})/?(?:[?#].*)?$`, "i");
const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const HREF = /\bhref="([^"]*)"/i;

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const encodeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The post an address links to when it is Inkwell's own `/dashboard/view/{id}`: relative, or
 * absolute on the app's origin (`appOrigin`, e.g. "https://inkwell.example"). Else null.
 */
export function internalLinkTarget(href: string, appOrigin: string): string | null {
  let path = href.trim();
  if (!path.startsWith("/")) {
    let url: URL;
    try {
      url = new URL(path);
    } catch {
      return null;
    }
    let origin: string;
    try {
      origin = new URL(appOrigin).origin;
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  } else if (path.startsWith("//")) return null;
  const match = VIEW_PATH.exec(path);
  return match ? (match[1] as string).toLowerCase() : null;
}

/** The ids of the posts the body links to internally, each once. */
export function linkedPostIds(html: string, appOrigin: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(ANCHOR)) {
    const href = HREF.exec(match[1] as string)?.[1];
    const id = href ? internalLinkTarget(decodeAttribute(href), appOrigin) : null;
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * Internal links pointed at the linked post's address on the site (`addressOf`), or, where it is
 * not published there, unwrapped to their text. Counts both.
 */
export function mapInternalLinks(
  html: string,
  appOrigin: string,
  addressOf: (postId: string) => string | null,
): { html: string; mapped: number; unmapped: number } {
  let mapped = 0;
  let unmapped = 0;
  const out = html.replace(ANCHOR, (whole, attributes: string, inner: string) => {
    const href = HREF.exec(attributes)?.[1];
    const id = href ? internalLinkTarget(decodeAttribute(href), appOrigin) : null;
    if (!id) return whole;
    const address = addressOf(id);
    if (!address) {
      unmapped++;
      return inner;
    }
    mapped++;
    return `<a${attributes.replace(HREF, `href="${encodeAttribute(address)}"`)}>${inner}</a>`;
  });
  return { html: out, mapped, unmapped };
}

/** Keywords as tags: trimmed, in order, without duplicates (any case). */
export function tagsOf(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const keyword of keywords) {
    const tag = keyword.trim();
    if (tag === "" || seen.has(tag.toLocaleLowerCase())) continue;
    seen.add(tag.toLocaleLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Text cut to `max` characters at a word boundary where one is near, with "…" when cut. */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The excerpt: the meta description, else the synopsis, else the first paragraph. */
export function excerptOf(post: {
  metaDescription: string | null;
  synopsis: string | null;
  html: string;
}): string {
  const given = [post.metaDescription, post.synopsis].find((v) => v && v.trim() !== "");
  if (given) return cutText(given, EXCERPT_MAX);
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(post.html)?.[1] ?? post.html;
  return cutText(htmlToPlainText(paragraph), EXCERPT_MAX);
}

export type DocumentPost = {
  id: string;
  title: string;
  slug: string | null;
  content: string;
  keywords: readonly string[];
  metaDescription: string | null;
  synopsis: string | null;
  language: string;
};

export type DocumentPublication = {
  mode: "publish" | "draft" | "schedule";
  canonicalUrl: string | null;
  featuredImageUrl: string | null;
};

/** What every platform receives (server/publishing/platform.ts PublishDocument). */
export type BuiltDocument = {
  /** Inkwell's post id (a webhook receives it; WordPress and Ghost do not). */
  postId: string;
  title: string;
  slug: string;
  /** Sanitised HTML, internal links already mapped to this site's addresses. */
  html: string;
  /** At most EXCERPT_MAX characters. */
  excerpt: string;
  metaDescription: string;
  /** From the post's keywords, in order, without duplicates. */
  tags: string[];
  /** The first keyword: the SEO plugin's focus keyphrase. */
  focusKeyword: string | null;
  featuredImage: { url: string; alt: string } | null;
  canonicalUrl: string | null;
  language: string;
  /** live: published now; draft: a draft on the site. A schedule is published live at its time. */
  status: "live" | "draft";
};

/**
 * The document of a post on one connection, and the notes on its links. `addressOf` gives the
 * live address on this site of a linked post, or null.
 */
export function buildPublishDocument(
  post: DocumentPost,
  publication: DocumentPublication,
  options: { appOrigin: string; addressOf: (postId: string) => string | null },
): { document: BuiltDocument; notes: PublishingMessage[] } {
  const links = mapInternalLinks(sanitizeHtml(post.content), options.appOrigin, options.addressOf);
  const tags = tagsOf(post.keywords);
  const notes: PublishingMessage[] = [];
  if (links.mapped > 0)
    notes.push({ key: PUBLISHING_MESSAGES.linksMapped, params: { count: links.mapped } });
  if (links.unmapped > 0)
    notes.push({ key: PUBLISHING_MESSAGES.linksUnmapped, params: { count: links.unmapped } });
  const title = post.title.trim();
  const slug = (post.slug ?? "").trim() || slugify(title) || post.id;
  return {
    document: {
      postId: post.id,
      title,
      slug,
      html: links.html,
      excerpt: excerptOf({
        metaDescription: post.metaDescription,
        synopsis: post.synopsis,
        html: links.html,
      }),
      metaDescription: (post.metaDescription ?? "").trim(),
      tags,
      focusKeyword: tags[0] ?? null,
      featuredImage: publication.featuredImageUrl
        ? { url: publication.featuredImageUrl, alt: title }
        : null,
      canonicalUrl: publication.canonicalUrl,
      language: post.language,
      status: publication.mode === "draft" ? "draft" : "live",
    },
    notes,
  };
}
