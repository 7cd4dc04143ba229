/** Public website content, per-page SEO settings (spec section 3, decisions "Routes"). */
export const WEBSITE_CONTENT_TYPES = [
  "blog_post",
  "help_article",
  "user_guide",
  "demo_video",
  "email_marketing",
  "ecommerce",
  "webpage",
  "social_media",
] as const;
export type WebsiteContentType = (typeof WEBSITE_CONTENT_TYPES)[number];

/** A listing card as the loaders send it (dates as ISO text). */
export type CardData = {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  contentType: WebsiteContentType;
  featuredImageUrl: string | null;
  featured: boolean;
  publishedAt: string;
  date: string;
};

export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Listing keywords under /blog/{type}; a content slug may not be one of them. */
export const BLOG_TYPE_KEYWORDS = [
  "guides",
  "help",
  "videos",
  "email-marketing",
  "ecommerce",
  "webpages",
  "social-media",
  "articles",
] as const;

export const SCHEMA_TYPES = [
  "WebPage",
  "Organization",
  "Article",
  "Blog",
  "AboutPage",
  "ContactPage",
] as const;
export type SchemaType = (typeof SCHEMA_TYPES)[number];

export const TWITTER_CARDS = ["summary", "summary_large_image", "app", "player"] as const;

export const META_TITLE_MAX = 60;
/** The longest address (an image, a video, a canonical) the admin forms take. */
export const URL_MAX = 2000;
export const META_DESCRIPTION_MAX = 160;

/** A slug is lowercase words of a-z and 0-9 joined by single hyphens. */
export const SLUG_PATTERN = "^[a-z0-9]+(-[a-z0-9]+)*$";
