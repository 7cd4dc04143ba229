import { CONTENT_TYPES } from "@domain/content-types";
import type { CitedSource, Evidence } from "@domain/evidence";
import { IDEA_CATEGORIES, IDEA_PLATFORMS, VIRAL_SCORE_MAX, VIRAL_SCORE_MIN } from "@domain/ideas";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";
import { ideaRuns } from "./ideas";
import { voices } from "./voices";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A user's generated content item (spec section 3, blog_posts). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    topic: text("topic"),
    description: text("description"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    tone: text("tone"),
    audience: text("audience"),
    content: text("content").notNull().default(""),
    wordCount: integer("word_count").notNull().default(0),
    contentType: text("content_type").notNull().default("blog"),
    language: text("language").notNull().default("en"),
    metaDescription: text("meta_description"),
    synopsis: text("synopsis"),
    abstract: text("abstract"),
    slug: text("slug"),
    caption: text("caption"),
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    videoDescription: text("video_description"),
    /** The content analyser's report (SEO, readability, AI-search), stored with the post. */
    analysis: jsonb("analysis"),
    /**
     * The sources the piece was written with (issue 27): the ids chosen, and those its references
     * cite, numbered as its Sources list (domain/evidence.ts CitedSource).
     */
    sourceIds: uuid("source_ids").array().notNull().default(sql`'{}'::uuid[]`),
    citations: jsonb("citations").$type<CitedSource[]>().notNull().default(sql`'[]'::jsonb`),
    /** The latest fact check of the piece (domain/evidence.ts Evidence); null before any. */
    evidence: jsonb("evidence").$type<Evidence>(),
    /** The brand voice the piece was written in (issue 29); its report has a Voice section. */
    voiceId: uuid("voice_id").references(() => voices.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("blog_posts_content_type_check", oneOf(t.contentType, CONTENT_TYPES)),
    check("blog_posts_word_count_check", sql`${t.wordCount} >= 0`),
    check("blog_posts_meta_description_check", sql`char_length(${t.metaDescription}) <= 160`),
    // One index per Library sort, each ending with the id that breaks ties (server/library/list.ts).
    // NULLS FIRST is what a plain ORDER BY ... DESC means, so the planner can read them in order.
    index("blog_posts_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("blog_posts_user_updated_idx").on(
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("blog_posts_user_title_idx").on(t.userId, sql`lower(${t.title})`, t.id),
    // The type filter: counted from this index alone, and its newest-first page read in order.
    index("blog_posts_user_type_created_idx").on(
      t.userId,
      t.contentType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("blog_posts_user_words_idx").on(
      t.userId,
      t.wordCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** A saved set of generation settings (spec section 3, presets). */
export const presets = pgTable(
  "presets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    settings: jsonb("settings").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("presets_name_check", sql`char_length(btrim(${t.name})) > 0`),
    check("presets_content_type_check", oneOf(t.contentType, CONTENT_TYPES)),
    index("presets_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A library export in progress: at most one per user. The process streaming it renews the row
 * while it runs and deletes it at the end; a row not renewed for a while was left by a process
 * that died and is taken over (server/exports/library-lease.ts).
 */
export const libraryExports = pgTable("library_exports", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lease: uuid("lease").notNull(),
  renewedAt: timestamp("renewed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An Idea Lab idea (spec section 3, content_ideas). */
export const contentIdeas = pgTable(
  "content_ideas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    title: text("title").notNull(),
    hook: text("hook").notNull(),
    reason: text("reason").notNull(),
    category: text("category").notNull(),
    viralScore: smallint("viral_score").notNull(),
    metadata: jsonb("metadata").notNull().default(sql`'{}'::jsonb`),
    bookmarked: boolean("bookmarked").notNull().default(false),
    niche: text("niche").notNull(),
    /** The set it came in; the Ideas tab shows the latest set. */
    runId: uuid("run_id").references(() => ideaRuns.id, { onDelete: "set null" }),
    /** Its place in the set (1 to 10). */
    position: smallint("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("content_ideas_platform_check", oneOf(t.platform, IDEA_PLATFORMS)),
    check("content_ideas_category_check", oneOf(t.category, IDEA_CATEGORIES)),
    check(
      "content_ideas_viral_score_check",
      sql`${t.viralScore} between ${sql.raw(String(VIRAL_SCORE_MIN))} and ${sql.raw(String(VIRAL_SCORE_MAX))}`,
    ),
    index("content_ideas_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("content_ideas_run_idx").on(t.runId, t.position),
    index("content_ideas_user_bookmarked_idx")
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.bookmarked}`),
  ],
);
