/**
 * The admin's SEO settings form (spec sections 3 "seo_settings", 5 "SEO form"): checked the same
 * way in the browser and by the API; messages are keys of the `admin` namespace.
 */
import { z } from "zod";
import { isValidSlug, SLUG_MAX_LENGTH } from "../slug";
import { keywordsLine, optionalHttpsUrl, optionalText, parseWith } from "./admin-content";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SCHEMA_TYPES, TWITTER_CARDS } from "./content";

export const SEO_LIMITS = { ogTitle: 95, ogDescription: 200, url: 2000 } as const;

const M = {
  pageSlugRequired: "admin:seo.errors.pageSlugRequired",
  pageSlugInvalid: "admin:seo.errors.pageSlugInvalid",
  pageTitleRequired: "admin:seo.errors.pageTitleRequired",
  metaDescriptionRequired: "admin:seo.errors.metaDescriptionRequired",
  tooLong: "admin:content.errors.tooLong",
  invalid: "admin:content.errors.invalid",
  urlInvalid: "admin:seo.errors.urlInvalid",
} as const;
export const ADMIN_SEO_MESSAGES = {
  ...M,
  pageSlugTaken: "admin:seo.errors.pageSlugTaken",
  notFound: "admin:seo.errors.notFound",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: M.tooLong });

/** An optional canonical address: http or https (a development site has no certificate). */
const canonicalField = optionalText(SEO_LIMITS.url).refine(
  (value) => value === null || /^https?:$/.test(safeProtocol(value)),
  { error: M.urlInvalid },
);

function safeProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return "";
  }
}

/** Everything but the page slug: what an edit may change (the slug is locked after create). */
export const seoEditSchema = z.object({
  pageTitle: required(M.pageTitleRequired, META_TITLE_MAX),
  metaDescription: required(M.metaDescriptionRequired, META_DESCRIPTION_MAX),
  metaKeywords: keywordsLine(),
  ogTitle: optionalText(SEO_LIMITS.ogTitle),
  ogDescription: optionalText(SEO_LIMITS.ogDescription),
  ogImage: optionalHttpsUrl(),
  twitterCard: z.enum(TWITTER_CARDS, { error: M.invalid }).default("summary_large_image"),
  canonicalUrl: canonicalField,
  schemaType: z.enum(SCHEMA_TYPES, { error: M.invalid }).default("WebPage"),
  noindex: z.boolean({ error: M.invalid }).default(false),
});

export const seoCreateSchema = seoEditSchema.extend({
  pageSlug: z
    .string({ error: M.pageSlugRequired })
    .trim()
    .min(1, { error: M.pageSlugRequired })
    .max(SLUG_MAX_LENGTH, { error: M.tooLong })
    .refine(isValidSlug, { error: M.pageSlugInvalid }),
});

export type SeoForm = z.input<typeof seoCreateSchema>;
export type SeoEditInput = z.output<typeof seoEditSchema>;
export type SeoCreateInput = z.output<typeof seoCreateSchema>;

export const parseSeoCreate = (raw: unknown) => parseWith(seoCreateSchema, raw);
export const parseSeoEdit = (raw: unknown) => parseWith(seoEditSchema, raw);
