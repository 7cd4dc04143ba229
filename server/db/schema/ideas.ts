import { IDEA_PLATFORMS, IDEA_RUN_STATUSES, type IdeaRunStatus } from "@domain/ideas";
import { boolean, check, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { oneOf } from "./constraints";
import { meteredJobColumns, meteredJobConstraints } from "./metered";

/**
 * One Idea Lab request: ten ideas asked of the model as a durable job. Like a generation it holds
 * its reserved credit (0.5 for paid tiers) and its live phase; a free user's set is `free_set`,
 * and the sets of the current UTC day that did not fail are the daily count.
 */
export const ideaRuns = pgTable(
  "idea_runs",
  {
    ...meteredJobColumns<IdeaRunStatus>(),
    platform: text("platform").notNull(),
    niche: text("niche").notNull(),
    audience: text("audience"),
    language: text("language").notNull().default("en"),
    refresh: boolean("refresh").notNull().default(false),
    /** Set when fewer than ten usable ideas came back: the screen says so (and nothing is charged). */
    shortBy: smallint("short_by").notNull().default(0),
    /** Counts towards the free tier's daily sets. */
    freeSet: boolean("free_set").notNull().default(false),
  },
  (t) => [
    check("idea_runs_platform_check", oneOf(t.platform, IDEA_PLATFORMS)),
    ...meteredJobConstraints("idea_runs", t, IDEA_RUN_STATUSES),
  ],
);
