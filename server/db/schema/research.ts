import type { Evidence, ResearchBrief, ResearchStatus } from "@domain/evidence";
import { RESEARCH_STATUSES } from "@domain/evidence";
import { LANGUAGE_CODES } from "@domain/languages";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";
import { meteredJobColumns, meteredJobConstraints } from "./metered";

/**
 * A research brief run alone (issue 27, ADR 0027): the user's sources read into topics, shared
 * terms, questions and facts, as a metered job (half a credit, domain/plans.ts EVIDENCE_COSTS).
 * `postId` is set when it was asked for from the editor. A generation with sources makes its own
 * brief inside its job (included in its credit) and does not use this table.
 */
export const researchBriefs = pgTable(
  "research_briefs",
  {
    ...meteredJobColumns<ResearchStatus>(),
    sourceIds: uuid("source_ids").array().notNull(),
    topic: text("topic").notNull(),
    language: text("language").notNull().default("en"),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "cascade" }),
    brief: jsonb("brief").$type<ResearchBrief>(),
  },
  (t) => [
    check("research_briefs_language_check", oneOf(t.language, LANGUAGE_CODES)),
    check("research_briefs_sources_check", sql`cardinality(${t.sourceIds}) between 1 and 10`),
    ...meteredJobConstraints("research_briefs", t, RESEARCH_STATUSES),
  ],
);

/**
 * A fact check of a post run on demand (from the editor or the API), as a metered job (half a
 * credit). On success the post's `evidence` is replaced and its analysis made again, in the same
 * transaction. A generation with sources checks its piece inside its own job.
 */
export const factChecks = pgTable(
  "fact_checks",
  {
    ...meteredJobColumns<ResearchStatus>(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    sourceIds: uuid("source_ids").array().notNull(),
    evidence: jsonb("evidence").$type<Evidence>(),
  },
  (t) => [
    check("fact_checks_sources_check", sql`cardinality(${t.sourceIds}) <= 10`),
    index("fact_checks_post_idx").on(t.postId),
    ...meteredJobConstraints("fact_checks", t, RESEARCH_STATUSES),
  ],
);
