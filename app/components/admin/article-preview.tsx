import { parseKeywords } from "@domain/keywords";
import { isHttpsUrl } from "@domain/site/admin-content";
import { articleHtml, readMinutes } from "@domain/site/blog";
import type { WebsiteContentType } from "@domain/site/content";
import { videoEmbedUrl } from "@domain/site/video";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ArticleView } from "~/components/site/article-view";

type Values = {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  contentType: WebsiteContentType;
  featuredImageUrl: string;
  videoUrl: string;
  keywords: string;
  featured: boolean;
};

/**
 * The item as its public page will show it: the public article component, the body through the
 * same allow-list and heading shift, dated now when it is not published yet (related items are
 * left out: they depend on what else is published when it goes live).
 */
export function ArticlePreview({
  values,
  publishedAt,
}: {
  values: Values;
  publishedAt: string | null;
}) {
  const { t, i18n } = useTranslation("admin");
  const article = useMemo(() => {
    const date = publishedAt ?? new Date().toISOString();
    const video =
      values.contentType === "demo_video" && values.videoUrl.trim() ? values.videoUrl.trim() : null;
    return {
      id: "preview",
      title: values.title,
      slug: values.slug,
      excerpt: values.excerpt.trim() || null,
      contentType: values.contentType,
      featuredImageUrl: isHttpsUrl(values.featuredImageUrl) ? values.featuredImageUrl : null,
      featured: values.featured,
      publishedAt: date,
      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(date)),
      html: articleHtml(values.content),
      readMinutes: readMinutes(values.content),
      keywords: parseKeywords(values.keywords),
      url: `/blog/${values.slug}`,
      video: video ? { embedUrl: videoEmbedUrl(video), link: video, isDefault: false } : null,
    };
  }, [values, publishedAt, i18n.language]);
  return (
    <section
      aria-label={t("content.form.previewHeading")}
      className="rounded-xl border bg-background"
    >
      <ArticleView article={article} related={[]} />
    </section>
  );
}
