import { sanitizeHtml } from "@domain/html/sanitize";
import type { getPost } from "../library";

type StoredPost = Awaited<ReturnType<typeof getPost>>;

/**
 * A post as the MCP tools and resources give it: what an assistant reads and may change, its
 * body sanitised as GET /api/v1/posts/{id} gives it, and its version (updated_at) for the stale
 * check of update_post.
 */
export function postView(post: StoredPost) {
  return {
    id: post.id,
    title: post.title,
    contentType: post.contentType,
    language: post.language,
    topic: post.topic,
    description: post.description,
    keywords: post.keywords,
    tone: post.tone,
    audience: post.audience,
    metaDescription: post.metaDescription,
    wordCount: post.wordCount,
    content: sanitizeHtml(post.content),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    version: post.updatedAt.toISOString(),
  };
}
