/**
 * PUT /api/admin/site-settings `{ defaultVideoUrl }` (a YouTube or Vimeo link, or null to show
 * none) answers 200 with the settings as stored. Admins only: anyone else gets 401/403 and
 * nothing changes. The body is checked with `parseSiteSettings`
 * (domain/site/admin-settings.ts); a link of another host is 400 on `defaultVideoUrl`.
 */
import { z } from "zod";
import { isoDate } from "./fields";

export const adminSiteSettingsSchema = z.object({
  defaultVideoUrl: z.string().nullable(),
  /** Null until an admin first saves them. */
  updatedAt: isoDate.nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const adminSiteSettingsResponseSchema = z.object({ settings: adminSiteSettingsSchema });
export type AdminSiteSettingsResponse = z.infer<typeof adminSiteSettingsResponseSchema>;
