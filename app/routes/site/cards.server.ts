import type { CardData } from "@domain/site/content";
import type { ArticleCard } from "@server/site";
import { formatDate } from "~/lib/format";

/** A date as the page shows it, in the page's language (UTC: the HTML is shared by all). */
export function dateText(language: string, date: Date): string {
  return formatDate(language, date, { dateStyle: "long", timeZone: "UTC" });
}

/** A listing card as a loader sends it: dates as ISO text and as words. */
export function toCard({ keywords: _keywords, ...item }: ArticleCard, language: string): CardData {
  return {
    ...item,
    publishedAt: item.publishedAt.toISOString(),
    date: dateText(language, item.publishedAt),
  };
}

export function toCards(items: ArticleCard[], language: string): CardData[] {
  return items.map((item) => toCard(item, language));
}
