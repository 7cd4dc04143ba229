import { GENERATION_STATUSES, type GenerationStatus } from "@domain/api/generation-events";
import { CONTENT_TYPES } from "@domain/content-types";
import type { GenerationFallback } from "@domain/generation-notes";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";
import { meteredJobColumns, meteredJobConstraints } from "./metered";

/**
 * One generation: the request, its reserved credit and its live progress. The worker writes
 * phase, percent and the text so far, bumping `version` and NOTIFYing, so event streams can
 * resume from any point (the event id carries the version and how much text the client has).
 */
export const generations = pgTable(
  "generations",
  {
    ...meteredJobColumns<GenerationStatus>(),
    contentType: text("content_type").notNull(),
    input: jsonb("input").notNull(),
    text: text("text").notNull().default(""),
    version: integer("version").notNull().default(0),
    /** Tokens the model wrote for this generation (all its calls), for cost and speed figures. */
    outputTokens: integer("output_tokens").notNull().default(0),
    /**
     * The steps whose answers fell back and the parts taken from elsewhere (domain/generation-notes):
     * the post's view names them, so nothing degrades silently.
     */
    fallbacks: jsonb("fallbacks").$type<GenerationFallback[]>().notNull().default([]),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
  },
  (t) => [
    ...meteredJobConstraints("generations", t, GENERATION_STATUSES),
    check("generations_content_type_check", oneOf(t.contentType, CONTENT_TYPES)),
    // The post's view reads the fallbacks of the generation that made it.
    index("generations_post_idx").on(t.postId),
    // The admin Overview groups the last 30 days by day, type and status.
    index("generations_created_idx").on(t.createdAt),
    index("generations_active_idx").on(t.status).where(sql`${t.status} in ('queued', 'running')`),
  ],
);
