/**
 * PUT /api/admin/site-settings `{ defaultVideoUrl }` (a YouTube or Vimeo link, or null to show
 * none) answers 200 with the settings as stored. Admins only: anyone else gets 401/403 and
 * nothing changes. The body is checked with `parseSiteSettings`
 * (domain/site/admin-settings.ts); a link of another host is 400 on `defaultVideoUrl`.
 */
import { z } from "zod";
import {
  parseSiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
} from "../site/admin-settings";
import { contract } from "./contract";
import { isoDate } from "./fields";

export const adminSiteSettingsSchema = z.object({
  defaultVideoUrl: z.string().nullable(),
  /** Null until an admin first saves them. */
  updatedAt: isoDate.nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const adminSiteSettingsResponseSchema = z.object({ settings: adminSiteSettingsSchema });
export type AdminSiteSettingsResponse = z.infer<typeof adminSiteSettingsResponseSchema>;

export const saveSiteSettings = contract({
  id: "saveSiteSettings",
  method: "PUT",
  path: "/api/admin/site-settings",
  summary: "Save the settings of the whole public site (the default video of articles)",
  access: "admin",
  body: {
    schema: siteSettingsSchema as unknown as z.ZodType<SiteSettingsInput>,
    parse: parseSiteSettings,
  },
  answer: { kind: "json", schema: adminSiteSettingsResponseSchema },
  errors: ["INVALID_INPUT"],
});
