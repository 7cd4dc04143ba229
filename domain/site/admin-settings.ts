/**
 * The admin's settings of the whole public site (issue 25): the default demo video shown on
 * every article that has none of its own (spec section 2, "Article page"). Checked the same way
 * in the browser and by the API, with the rules of an article's own video; messages are keys of
 * the `admin` namespace.
 */
import { z } from "zod";
import { ADMIN_CONTENT_MESSAGES, isVideoLink, parseWith } from "./admin-content";
import { URL_MAX } from "./content";

export const siteSettingsSchema = z.object({
  /** A YouTube or Vimeo link; blank or null removes the default (no video is shown then). */
  defaultVideoUrl: z
    .string({ error: ADMIN_CONTENT_MESSAGES.invalid })
    .trim()
    .max(URL_MAX, { error: ADMIN_CONTENT_MESSAGES.tooLong })
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isVideoLink(value), {
      error: ADMIN_CONTENT_MESSAGES.videoHost,
    }),
});

/** What the form sends. */
export type SiteSettingsForm = z.input<typeof siteSettingsSchema>;
/** What the server module stores. */
export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;

export const parseSiteSettings = (raw: unknown) => parseWith(siteSettingsSchema, raw);
