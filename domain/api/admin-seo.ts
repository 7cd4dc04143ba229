/**
 * POST /api/admin/seo (create: 201 with the settings), PUT /api/admin/seo/{id} (save; the page
 * slug cannot change), DELETE /api/admin/seo/{id} (200 `{ deleted: true }`). Admins only: anyone
 * else gets 401/403 and nothing changes. Bodies are checked with `parseSeoCreate` /
 * `parseSeoEdit` (domain/site/admin-seo.ts); a page that has settings already is 409 on `pageSlug`.
 */
import { z } from "zod";
import { SCHEMA_TYPES, TWITTER_CARDS } from "../site/content";
import { isoDate } from "./fields";

export { deletedResponseSchema } from "./post";

export const adminSeoItemSchema = z.object({
  id: z.string(),
  pageSlug: z.string(),
  pageTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.array(z.string()),
  ogTitle: z.string().nullable(),
  ogDescription: z.string().nullable(),
  ogImage: z.string().nullable(),
  twitterCard: z.enum(TWITTER_CARDS),
  canonicalUrl: z.string().nullable(),
  schemaType: z.enum(SCHEMA_TYPES),
  noindex: z.boolean(),
  updatedAt: isoDate,
});
export type AdminSeoItem = z.infer<typeof adminSeoItemSchema>;

export const adminSeoResponseSchema = z.object({ item: adminSeoItemSchema });
export type AdminSeoResponse = z.infer<typeof adminSeoResponseSchema>;
