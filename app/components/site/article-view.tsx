import { APP_NAME } from "@domain/app";
import type { CardData } from "@domain/site/content";
import { ArrowLeft, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RICH_TEXT_CLASSES } from "~/components/editor/rich-text-styles";
import { ArticleCard } from "./article-card";

export type ArticleData = CardData & {
  html: string;
  readMinutes: number;
  keywords: string[];
  url: string;
  /** Its own video, or the site-wide default (`isDefault`), or none. */
  video: { embedUrl: string | null; link: string; isDefault: boolean } | null;
};

/** The article page (spec section 2, "Public blog"). */
export function ArticleView({ article, related }: { article: ArticleData; related: CardData[] }) {
  const { t } = useTranslation("blog");
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <a
        href="/blog"
        className="inline-flex items-center gap-2 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {t("article.back")}
      </a>
      <p className="mt-6 flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-muted px-2.5 py-0.5 font-medium">
          {t(`types.${article.contentType}`)}
        </span>
        {article.featured ? (
          <span className="rounded-full bg-primary px-2.5 py-0.5 font-medium text-primary-foreground">
            {t("article.featured")}
          </span>
        ) : null}
      </p>
      <h1 className="mt-4 text-balance font-bold text-4xl tracking-tight">{article.title}</h1>
      {article.excerpt ? (
        <p className="mt-4 text-lg text-muted-foreground">{article.excerpt}</p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
        <time dateTime={article.publishedAt}>{article.date}</time>
        <span>{t("article.readTime", { count: article.readMinutes })}</span>
        {/* Shown by /site.js: the system share sheet, or the link copied. */}
        <button
          type="button"
          hidden
          data-share={article.url}
          data-copied={t("article.copied")}
          data-failed={t("article.shareFailed")}
          aria-describedby="share-status"
          className="inline-flex items-center gap-1.5 rounded-md border px-3 py-1 text-foreground hover:bg-accent"
        >
          <Share2 aria-hidden className="size-4" /> {t("article.share")}
        </button>
        <span id="share-status" role="status" />
      </div>
      {article.featuredImageUrl ? (
        <img
          src={article.featuredImageUrl}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] w-full rounded-xl object-cover"
        />
      ) : null}
      <div
        className={`${RICH_TEXT_CLASSES} mt-8 dark:prose-invert`}
        dir="auto"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the loader with the shared allow-list.
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      {article.video ? (
        <section aria-labelledby="video-title" className="mt-10">
          <h2 id="video-title" className="font-semibold text-xl">
            {article.video.isDefault ? t("article.demoVideo") : t("article.video")}
          </h2>
          {article.video.embedUrl ? (
            <iframe
              src={article.video.embedUrl}
              title={
                article.video.isDefault
                  ? t("article.demoVideoTitle", { app: APP_NAME })
                  : t("article.videoTitle", { title: article.title })
              }
              loading="lazy"
              width={1280}
              height={720}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              className="mt-4 aspect-video w-full rounded-xl border"
            />
          ) : (
            <a href={article.video.link} rel="noopener" className="mt-4 inline-block underline">
              {t("article.watch")}
            </a>
          )}
        </section>
      ) : null}
      {article.keywords.length ? (
        <section aria-labelledby="tags-title" className="mt-10">
          <h2 id="tags-title" className="font-semibold">
            {t("article.tags")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.keywords.map((tag) => (
              <li key={tag}>
                <a
                  href={`/blog?q=${encodeURIComponent(tag)}`}
                  className="rounded-full border px-3 py-1 text-sm hover:bg-accent"
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {related.length ? (
        <section aria-labelledby="related-title" className="mt-14 border-t pt-10">
          <h2 id="related-title" className="font-bold text-2xl">
            {t("article.related")}
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-3">
            {related.map((item) => (
              <ArticleCard key={item.id} item={item} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** Spec section 8: an unknown, draft or archived slug (HTTP 404, kept out of search results). */
export function ArticleNotFound() {
  const { t } = useTranslation("blog");
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <title>{t("article.notFound")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-bold text-3xl tracking-tight">{t("article.notFound")}</h1>
      <p className="mt-4 text-muted-foreground">{t("article.notFoundBody")}</p>
      <a
        href="/blog"
        className="mt-8 inline-flex rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
      >
        {t("article.backToBlog")}
      </a>
    </div>
  );
}
