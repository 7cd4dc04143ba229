import type { HelpCategory } from "@domain/site/pages";
import type { DemoArticle } from "../site";

type HelpArticle = {
  /** The last three digits of its demo id (00000000-0000-4000-8000-000000000NNN). */
  n: number;
  title: string;
  slug: string;
  category: HelpCategory["keyword"];
  /** More keywords after the category's. */
  keywords: string[];
  excerpt: string;
  metaDescription: string;
  publishedDaysAgo: number;
  content: string;
  contentType?: "help_article" | "user_guide";
};

/**
 * A published help center article of the demo data: in its category by the category's keyword
 * (domain/site/pages.ts, HELP_CATEGORIES), its meta title its title.
 */
export function helpArticle(article: HelpArticle): DemoArticle {
  const { n, category, keywords, contentType, ...fields } = article;
  return {
    ...fields,
    id: `00000000-0000-4000-8000-000000000${String(n).padStart(3, "0")}`,
    contentType: contentType ?? "help_article",
    status: "published",
    featured: false,
    keywords: [category, ...keywords],
    metaTitle: article.title,
  };
}

/** HTML from lines: keeps the article bodies below readable as source. */
export const html = (...parts: string[]) => parts.join("");
