import type { CardData } from "@domain/site/content";
import { useTranslation } from "react-i18next";

/** One item of a listing: image (lazy, sized), type, title linking to the article, excerpt. */
export function ArticleCard({ item, headingLevel = 3 }: { item: CardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("blog");
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card">
      {item.featuredImageUrl ? (
        <img
          src={item.featuredImageUrl}
          alt=""
          width={600}
          height={315}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
            {t(`types.${item.contentType}`)}
          </span>
          {item.featured ? (
            <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground">
              {t("featured")}
            </span>
          ) : null}
          <time dateTime={item.publishedAt}>{item.date}</time>
        </p>
        <Heading className="mt-3 font-semibold text-lg leading-snug">
          <a href={`/blog/${item.slug}`} className="hover:underline">
            {item.title}
          </a>
        </Heading>
        {item.excerpt ? <p className="mt-2 text-muted-foreground text-sm">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
