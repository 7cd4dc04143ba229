import { sanitizeHtml } from "@domain/html/sanitize";
import type { ExportablePost } from "./types";

/**
 * One post as library.json holds it: every field of spec section 3's blog_posts, named as there
 * (snake_case), with dates in ISO 8601 and the content sanitised again. The owner's id is left
 * out: the file is the owner's own.
 */
export function postRecord(post: ExportablePost) {
  return {
    id: post.id,
    title: post.title,
    topic: post.topic,
    description: post.description,
    keywords: post.keywords,
    tone: post.tone,
    audience: post.audience,
    content: sanitizeHtml(post.content),
    word_count: post.wordCount,
    content_type: post.contentType,
    language: post.language,
    meta_description: post.metaDescription,
    synopsis: post.synopsis,
    abstract: post.abstract,
    slug: post.slug,
    caption: post.caption,
    hashtags: post.hashtags,
    video_description: post.videoDescription,
    analysis: post.analysis,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}
