/**
 * POST /api/admin/seo (create: 201 with the settings), PUT /api/admin/seo/{id} (save; the page
 * slug cannot change), DELETE /api/admin/seo/{id} (200 `{ deleted: true }`). Admins only: anyone
 * else gets 401/403 and nothing changes. Bodies are checked with `parseSeoCreate` /
 * `parseSeoEdit` (domain/site/admin-seo.ts); a page that has settings already is 409 on `pageSlug`.
 */
import { z } from "zod";
import {
  parseSeoCreate,
  parseSeoEdit,
  type SeoCreateInput,
  type SeoEditInput,
  seoCreateSchema,
  seoEditSchema,
} from "../site/admin-seo";
import { SCHEMA_TYPES, TWITTER_CARDS } from "../site/content";
import { contract } from "./contract";
import { isoDate } from "./fields";
import { deletedResponseSchema } from "./post";

export { deletedResponseSchema };

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

export const createSeo = contract({
  id: "createSeoSettings",
  method: "POST",
  path: "/api/admin/seo",
  summary: "Create a page's SEO settings",
  access: "admin",
  body: { schema: seoCreateSchema as unknown as z.ZodType<SeoCreateInput>, parse: parseSeoCreate },
  answer: { kind: "json", schema: adminSeoResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "SLUG_TAKEN"],
});

export const saveSeo = contract({
  id: "saveSeoSettings",
  method: "PUT",
  path: "/api/admin/seo/:id",
  summary: "Save a page's SEO settings (its page slug stays)",
  access: "admin",
  body: { schema: seoEditSchema as unknown as z.ZodType<SeoEditInput>, parse: parseSeoEdit },
  answer: { kind: "json", schema: adminSeoResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND"],
});

export const deleteSeo = contract({
  id: "deleteSeoSettings",
  method: "DELETE",
  path: "/api/admin/seo/:id",
  summary: "Delete a page's SEO settings",
  access: "admin",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
});
