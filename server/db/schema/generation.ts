import { GENERATION_STATUSES, type GenerationStatus } from "@domain/api/generation-events";
import { CONTENT_TYPES } from "@domain/content-types";
import type { GenerationFallback } from "@domain/generation-notes";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";

/**
 * One generation: the request, its reserved credit and its live progress. The worker writes
 * phase, percent and the text so far, bumping `version` and NOTIFYing, so event streams can
 * resume from any point (the event id carries the version and how much text the client has).
 */
export const generations = pgTable(
  "generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    input: jsonb("input").notNull(),
    status: text("status").$type<GenerationStatus>().notNull().default("queued"),
    phase: text("phase").notNull().default("queued"),
    percent: smallint("percent").notNull().default(0),
    text: text("text").notNull().default(""),
    version: integer("version").notNull().default(0),
    error: text("error"),
    /** Credits reserved for this generation (1, or 0.5 for an idea set), in the month below. */
    credit: numeric("credit", { precision: 4, scale: 1 }).notNull(),
    monthYear: text("month_year").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Tokens the model wrote for this generation (all its calls), for cost and speed figures. */
    outputTokens: integer("output_tokens").notNull().default(0),
    /**
     * The steps whose answers fell back and the parts taken from elsewhere (domain/generation-notes):
     * the post's view names them, so nothing degrades silently.
     */
    fallbacks: jsonb("fallbacks").$type<GenerationFallback[]>().notNull().default([]),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("generations_status_check", oneOf(t.status, GENERATION_STATUSES)),
    check("generations_content_type_check", oneOf(t.contentType, CONTENT_TYPES)),
    check("generations_percent_check", sql`${t.percent} between 0 and 100`),
    check("generations_credit_check", sql`${t.credit} >= 0`),
    index("generations_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The post's view reads the fallbacks of the generation that made it.
    index("generations_post_idx").on(t.postId),
    // The admin Overview groups the last 30 days by day, type and status.
    index("generations_created_idx").on(t.createdAt),
    index("generations_active_idx").on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
