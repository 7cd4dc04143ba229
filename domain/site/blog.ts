import { sanitizeHtml } from "../html/sanitize";
import { countWords } from "../text";
import { BLOG_TYPE_KEYWORDS, type WebsiteContentType } from "./content";

export type BlogTypeKeyword = (typeof BLOG_TYPE_KEYWORDS)[number];

/** The listing `/blog/{keyword}` shows one content type (decisions: "Routes"). */
export const TYPE_OF_KEYWORD: Record<BlogTypeKeyword, WebsiteContentType> = {
  articles: "blog_post",
  help: "help_article",
  guides: "user_guide",
  videos: "demo_video",
  "email-marketing": "email_marketing",
  ecommerce: "ecommerce",
  webpages: "webpage",
  "social-media": "social_media",
};

export const KEYWORD_OF_TYPE = Object.fromEntries(
  Object.entries(TYPE_OF_KEYWORD).map(([keyword, type]) => [type, keyword]),
) as Record<WebsiteContentType, BlogTypeKeyword>;

export function isBlogTypeKeyword(value: unknown): value is BlogTypeKeyword {
  return typeof value === "string" && (BLOG_TYPE_KEYWORDS as readonly string[]).includes(value);
}

export const BLOG_PAGE_SIZE = 9;
export const BLOG_SEARCH_MAX = 100;
export const RELATED_LIMIT = 3;
/** Words a reader reads in a minute (spec section 9: word count / 200, rounded up). */
export const WORDS_PER_MINUTE = 200;

export type BlogQuery = { q: string; type: WebsiteContentType | null; page: number };

/**
 * The listing's query from the URL: `?q=` (trimmed, cut to 100 characters), the type from the
 * path keyword or `?type=`, `?page=` (1 when absent or not a positive whole number). Anything
 * unreadable falls back to the default rather than failing: a listing always renders.
 */
export function parseBlogQuery(search: URLSearchParams, keyword?: string): BlogQuery {
  const q = (search.get("q") ?? "").trim().slice(0, BLOG_SEARCH_MAX);
  const typeWord = keyword ?? search.get("type");
  const type = isBlogTypeKeyword(typeWord) ? TYPE_OF_KEYWORD[typeWord] : null;
  const page = Number(search.get("page"));
  return { q, type, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** Minutes to read an HTML body, at least 1. */
export function readMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / WORDS_PER_MINUTE));
}

/** An article's body as its page shows it: the shared allow-list, the page's one h1 the title. */
export function articleHtml(html: string): string {
  return sanitizeHtml(html).replace(/<(\/?)h1(?=[\s>])/g, "<$1h2");
}
