import { IDEA_PLATFORMS, IDEA_RUN_STATUSES, type IdeaRunStatus } from "@domain/ideas";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";

/**
 * One Idea Lab request: ten ideas asked of the model as a durable job. Like a generation it holds
 * its reserved credit (0.5 for paid tiers) and its live phase; a free user's set is `free_set`,
 * and the sets of the current UTC day that did not fail are the daily count.
 */
export const ideaRuns = pgTable(
  "idea_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    niche: text("niche").notNull(),
    audience: text("audience"),
    language: text("language").notNull().default("en"),
    refresh: boolean("refresh").notNull().default(false),
    status: text("status").$type<IdeaRunStatus>().notNull().default("queued"),
    phase: text("phase").notNull().default("queued"),
    percent: smallint("percent").notNull().default(0),
    error: text("error"),
    /** Set when fewer than ten usable ideas came back: the screen says so (and nothing is charged). */
    shortBy: smallint("short_by").notNull().default(0),
    /** Counts towards the free tier's daily sets. */
    freeSet: boolean("free_set").notNull().default(false),
    credit: numeric("credit", { precision: 4, scale: 1 }).notNull(),
    monthYear: text("month_year").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("idea_runs_platform_check", oneOf(t.platform, IDEA_PLATFORMS)),
    check("idea_runs_status_check", oneOf(t.status, IDEA_RUN_STATUSES)),
    check("idea_runs_percent_check", sql`${t.percent} between 0 and 100`),
    check("idea_runs_credit_check", sql`${t.credit} >= 0`),
    index("idea_runs_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);
