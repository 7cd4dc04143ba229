/**
 * POST /api/admin/content (create: 201 with the item), PUT /api/admin/content/{id} (save: 200
 * with the item), DELETE /api/admin/content/{id} (200 `{ deleted: true }`). Admins only: anyone
 * else gets 401/403 and nothing changes. Bodies are checked with `parseContentForm`
 * (domain/site/admin-content.ts); a slug another item holds is 409 SLUG_TAKEN on the `slug` field.
 */
import { z } from "zod";
import { type ContentInput, contentFormSchema, parseContentForm } from "../site/admin-content";
import { CONTENT_STATUSES, WEBSITE_CONTENT_TYPES } from "../site/content";
import { contract } from "./contract";
import { isoDate } from "./fields";
import { deletedResponseSchema } from "./post";

export { deletedResponseSchema };

const MIB = 1024 * 1024;

/**
 * A body of HTML up to MAX_HTML_LENGTH (2,000,000 characters) sent as JSON, where a character
 * can take up to 6 bytes (a `\uXXXX` escape).
 */
const contentBody = {
  schema: contentFormSchema as unknown as z.ZodType<ContentInput>,
  parse: parseContentForm,
  limit: 12 * MIB,
};

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

export const createContent = contract({
  id: "createWebsiteContent",
  method: "POST",
  path: "/api/admin/content",
  summary: "Create an item of website content",
  access: "admin",
  body: contentBody,
  answer: { kind: "json", schema: adminContentResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "SLUG_TAKEN"],
});

export const saveContent = contract({
  id: "saveWebsiteContent",
  method: "PUT",
  path: "/api/admin/content/:id",
  summary: "Save an item of website content",
  access: "admin",
  body: contentBody,
  answer: { kind: "json", schema: adminContentResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "SLUG_TAKEN"],
});

export const deleteContent = contract({
  id: "deleteWebsiteContent",
  method: "DELETE",
  path: "/api/admin/content/:id",
  summary: "Delete an item of website content",
  access: "admin",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
});
