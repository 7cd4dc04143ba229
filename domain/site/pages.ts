/**
 * The public site's pages (spec section 2, route table): their paths, the `seo_settings` slug
 * each reads, and what the sitemap and the footer list. The blog's pages come from published
 * content (server/site).
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

/** The `seo_settings.page_slug` of a path: "home" for "/", else the path without slashes. */
export function seoSlugOf(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replaceAll("/", "-");
}

/**
 * The help center's five categories (spec section 2). A published help article or guide is in a
 * category when one of its keywords is the category's keyword (any case); the counts and each
 * category's listing at /help-center/{id} are taken from them.
 */
export const HELP_CATEGORIES = [
  { id: "getting-started", keyword: "getting started" },
  { id: "content-creation", keyword: "content creation" },
  { id: "account-settings", keyword: "account settings" },
  { id: "billing", keyword: "billing" },
  { id: "ai-features", keyword: "ai features" },
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** The category of an id in a path, or undefined. */
export function helpCategoryOf(id: string | undefined): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => category.id === id);
}

/** A category's listing of published help articles and guides. */
export const helpCategoryPath = (category: Pick<HelpCategory, "id">) =>
  `/help-center/${category.id}`;

/** Every static public path, for the sitemap, llms.txt and the render cache's tests. */
export const STATIC_PATHS: readonly string[] = [
  "/",
  ...COMPANY_PAGES.map((page) => `/${page}`),
  ...HELP_CATEGORIES.map(helpCategoryPath),
  ...SOLUTIONS.map((solution) => `/solutions/${solution}`),
  ...LEGAL_PAGES.map((page) => `/${page}`),
  "/blog",
];
