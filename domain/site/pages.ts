/**
 * The public site's pages (spec section 2, route table): their paths, the `seo_settings` slug
 * each reads, and what the sitemap and the footer list. The blog's pages come from published
 * content (server/cms).
 */
export const SOLUTIONS = [
  "video-scripts",
  "social-media",
  "email-marketing",
  "ecommerce",
  "webpage",
  "help-articles",
] as const;
export type Solution = (typeof SOLUTIONS)[number];

export const LEGAL_PAGES = [
  "privacy",
  "terms-and-conditions",
  "cookie-policy",
  "cancellation-refunds",
  "shipping",
  "acceptable-use",
] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** Company and support pages of static text. */
export const COMPANY_PAGES = [
  "about",
  "careers",
  "contact",
  "contact-us",
  "help-center",
  "documentation",
] as const;
export type CompanyPage = (typeof COMPANY_PAGES)[number];

/** Every static public path, for the sitemap, llms.txt and the render cache's tests. */
export const STATIC_PATHS: readonly string[] = [
  "/",
  ...COMPANY_PAGES.map((page) => `/${page}`),
  ...SOLUTIONS.map((solution) => `/solutions/${solution}`),
  ...LEGAL_PAGES.map((page) => `/${page}`),
  "/blog",
];

/** The `seo_settings.page_slug` of a path: "home" for "/", else the path without slashes. */
export function seoSlugOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replaceAll("/", "-");
}

/**
 * The help center's five categories (spec section 2). A published help article or guide is in a
 * category when one of its keywords is the category's keyword; the counts are taken from them.
 */
export const HELP_CATEGORIES = [
  { id: "getting-started", keyword: "getting started" },
  { id: "content-creation", keyword: "content creation" },
  { id: "account-settings", keyword: "account settings" },
  { id: "billing", keyword: "billing" },
  { id: "ai-features", keyword: "ai features" },
] as const;
