/**
 * POST /api/admin/content (create: 201 with the item), PUT /api/admin/content/{id} (save: 200
 * with the item), DELETE /api/admin/content/{id} (200 `{ deleted: true }`). Admins only: anyone
 * else gets 401/403 and nothing changes. Bodies are checked with `parseContentForm`
 * (domain/site/admin-content.ts); a slug another item holds is 409 SLUG_TAKEN on the `slug` field.
 */
import { z } from "zod";
import { CONTENT_STATUSES, WEBSITE_CONTENT_TYPES } from "../site/content";
import { isoDate } from "./fields";

export { deletedResponseSchema } from "./post";

/** An item as the admin editor holds it (the body sanitised). */
export const adminContentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  contentType: z.enum(WEBSITE_CONTENT_TYPES),
  featuredImageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  keywords: z.array(z.string()),
  status: z.enum(CONTENT_STATUSES),
  featured: z.boolean(),
  publishedAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const adminContentResponseSchema = z.object({ item: adminContentItemSchema });
export type AdminContentResponse = z.infer<typeof adminContentResponseSchema>;

/** A row of the admin list (the body stays on the server). */
export type AdminContentRow = Pick<
  AdminContentItem,
  | "id"
  | "title"
  | "slug"
  | "excerpt"
  | "contentType"
  | "status"
  | "featured"
  | "publishedAt"
  | "updatedAt"
>;
