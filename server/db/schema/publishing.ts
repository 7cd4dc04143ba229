import {
  PLATFORMS,
  PUBLICATION_STATUSES,
  PUBLISH_MODES,
  type PublishingMessage,
  REMOTE_STATUSES,
  SEO_PLUGINS,
} from "@domain/publishing";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";

/**
 * Publishing to the writer's sites (issue 31, docs/decisions/0032-publishing.md).
 *
 * A connection to one site. Its credentials (application password, Admin API key, webhook
 * secret) are only ever stored encrypted (server/publishing/crypto.ts: AES-256-GCM with the
 * configured key, bound to the row's id and user), with their last four characters to recognise
 * them by.
 */
export const publishConnections = pgTable(
  "publish_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform").$type<(typeof PLATFORMS)[number]>().notNull(),
    name: text("name").notNull(),
    siteUrl: text("site_url").notNull(),
    username: text("username").notNull().default(""),
    /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url), never the plain secret. */
    credentials: text("credentials").notNull(),
    secretHint: text("secret_hint").notNull(),
    seoPlugin: text("seo_plugin").$type<(typeof SEO_PLUGINS)[number]>(),
    lastTestAt: timestamp("last_test_at", { withTimezone: true }),
    lastTestOk: boolean("last_test_ok"),
    lastTestError: jsonb("last_test_error").$type<PublishingMessage>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("publish_connections_platform_check", oneOf(t.platform, PLATFORMS)),
    check(
      "publish_connections_seo_plugin_check",
      sql`${t.seoPlugin} is null or ${oneOf(t.seoPlugin, SEO_PLUGINS)}`,
    ),
    index("publish_connections_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * One post on one connection: publishing it again updates this row and the same remote post (its
 * `remote_id` kept). `job_token` names the job that may run it: a new publish, a new schedule or a
 * cancel changes it, and a job carrying another token does nothing.
 */
export const publications = pgTable(
  "publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    connectionId: uuid("connection_id")
      .notNull()
      .references(() => publishConnections.id, { onDelete: "cascade" }),
    mode: text("mode").$type<(typeof PUBLISH_MODES)[number]>().notNull(),
    status: text("status").$type<(typeof PUBLICATION_STATUSES)[number]>().notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    canonicalUrl: text("canonical_url"),
    featuredImageUrl: text("featured_image_url"),
    jobToken: uuid("job_token"),
    remoteId: text("remote_id"),
    remoteUrl: text("remote_url"),
    remoteStatus: text("remote_status").$type<(typeof REMOTE_STATUSES)[number]>(),
    /** WordPress: the featured image uploaded (media id and the address it came from). */
    remoteMedia: jsonb("remote_media").$type<{ id: string; sourceUrl: string }>(),
    /** Set when a create starts and cleared when its answer is stored (see `adoptSince`). */
    createStartedAt: timestamp("create_started_at", { withTimezone: true }),
    /**
     * Set when an attempt claims the row and cleared when it ends: no other attempt of the
     * publication starts while it is set, unless it is older than an attempt may run (a crash).
     */
    attemptStartedAt: timestamp("attempt_started_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: jsonb("last_error").$type<PublishingMessage>(),
    notes: jsonb("notes").$type<PublishingMessage[]>().notNull().default(sql`'[]'::jsonb`),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("publications_mode_check", oneOf(t.mode, PUBLISH_MODES)),
    check("publications_status_check", oneOf(t.status, PUBLICATION_STATUSES)),
    check(
      "publications_remote_status_check",
      sql`${t.remoteStatus} is null or ${oneOf(t.remoteStatus, REMOTE_STATUSES)}`,
    ),
    unique("publications_post_connection_key").on(t.postId, t.connectionId),
    index("publications_user_idx").on(t.userId, t.updatedAt.desc()),
    index("publications_connection_idx").on(t.connectionId),
  ],
);
