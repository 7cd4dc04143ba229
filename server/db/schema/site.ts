import {
  BLOG_TYPE_KEYWORDS,
  CONTENT_STATUSES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  SCHEMA_TYPES,
  SLUG_PATTERN,
  TWITTER_CARDS,
  URL_MAX,
  WEBSITE_CONTENT_TYPES,
} from "@domain/site/content";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { matches, oneOf } from "./constraints";

const max = (n: number) => sql.raw(String(n));

/** Admin-managed public content that feeds the blog (spec section 3, website_content). */
export const websiteContent = pgTable(
  "website_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique("website_content_slug_key"),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    contentType: text("content_type").notNull().default("blog_post"),
    featuredImageUrl: text("featured_image_url"),
    videoUrl: text("video_url"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("draft"),
    featured: boolean("featured").notNull().default(false),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("website_content_type_check", oneOf(t.contentType, WEBSITE_CONTENT_TYPES)),
    check("website_content_status_check", oneOf(t.status, CONTENT_STATUSES)),
    check("website_content_slug_format_check", matches(t.slug, SLUG_PATTERN)),
    check("website_content_slug_reserved_check", sql`not (${oneOf(t.slug, BLOG_TYPE_KEYWORDS)})`),
    check(
      "website_content_meta_title_check",
      sql`char_length(${t.metaTitle}) <= ${max(META_TITLE_MAX)}`,
    ),
    check(
      "website_content_meta_description_check",
      sql`char_length(${t.metaDescription}) <= ${max(META_DESCRIPTION_MAX)}`,
    ),
    check(
      "website_content_published_at_check",
      sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`,
    ),
    index("website_content_created_idx").on(t.createdAt.desc()),
    index("website_content_published_idx")
      .on(t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    index("website_content_type_published_idx")
      .on(t.contentType, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

/** Per-page SEO settings (spec section 3, seo_settings). */
export const seoSettings = pgTable(
  "seo_settings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pageSlug: text("page_slug").notNull().unique("seo_settings_page_slug_key"),
    pageTitle: text("page_title").notNull(),
    metaDescription: text("meta_description").notNull(),
    metaKeywords: text("meta_keywords").array().notNull().default(sql`'{}'::text[]`),
    ogTitle: text("og_title"),
    ogDescription: text("og_description"),
    ogImage: text("og_image"),
    twitterCard: text("twitter_card").notNull().default("summary_large_image"),
    canonicalUrl: text("canonical_url"),
    schemaType: text("schema_type").notNull().default("WebPage"),
    additionalSchema: jsonb("additional_schema"),
    /** Asks search engines not to index the page (robots meta "noindex"). */
    noindex: boolean("noindex").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "seo_settings_page_title_check",
      sql`char_length(${t.pageTitle}) between 1 and ${max(META_TITLE_MAX)}`,
    ),
    check(
      "seo_settings_meta_description_check",
      sql`char_length(${t.metaDescription}) between 1 and ${max(META_DESCRIPTION_MAX)}`,
    ),
    check("seo_settings_twitter_card_check", oneOf(t.twitterCard, TWITTER_CARDS)),
    check("seo_settings_schema_type_check", oneOf(t.schemaType, SCHEMA_TYPES)),
  ],
);

/**
 * Settings of the whole public site, one row (issue 25): the demo video every article shows when
 * it has none of its own (spec section 2, "Article page"); null shows none. Its changes empty
 * the render cache like content and SEO settings do (migration 0016's trigger).
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    /** Always true: the table holds one row. */
    id: boolean("id").primaryKey().default(true),
    defaultVideoUrl: text("default_video_url"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_one_row_check", sql`${t.id}`),
    check(
      "site_settings_default_video_url_check",
      sql`char_length(${t.defaultVideoUrl}) <= ${max(URL_MAX)}`,
    ),
  ],
);

/** A message sent through the public contact form (spec section 3, contact_submissions). */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When an admin first opened it (the Messages tab's read/unread); null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("contact_submissions_created_idx").on(t.createdAt.desc())],
);
