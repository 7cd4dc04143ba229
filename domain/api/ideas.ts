/**
 * The Idea Lab's APIs (signed-in users):
 * - POST /api/ideas `{ platform, niche, audience?, refresh?, language? }` (`parseIdeaRequest`)
 *   starts a set of ten as a job: `202 { run }`; `400` "Missing Information"; `402` with
 *   DAILY_LIMIT (free: 5 sets per UTC day) or INSUFFICIENT_CREDITS (paid: 0.5 credit per set).
 * - GET /api/ideas/runs/{id}: the run's phase and percent, and its ideas once done (`404` for
 *   anyone else's).
 * - GET /api/ideas/saved?q=&platform= (elite and admin, else `403` PREMIUM_FEATURE): bookmarked
 *   ideas, newest first.
 * - PATCH /api/ideas/{id} `{ bookmarked }` and DELETE /api/ideas/{id} (elite and admin; `404`
 *   for anyone else's idea).
 */
import { z } from "zod";
import {
  IDEA_CATEGORIES,
  IDEA_PHASES,
  IDEA_PLATFORMS,
  IDEA_RUN_STATUSES,
  type IdeaSummary,
} from "../ideas";
import { isoDate } from "./fields";

export const ideaSummarySchema = z.object({
  id: z.string(),
  platform: z.enum(IDEA_PLATFORMS),
  title: z.string(),
  hook: z.string(),
  reason: z.string(),
  tip: z.string(),
  format: z.string(),
  category: z.enum(IDEA_CATEGORIES),
  viralScore: z.number().int(),
  niche: z.string(),
  bookmarked: z.boolean(),
  createdAt: isoDate,
}) satisfies z.ZodType<IdeaSummary>;

/** A run as the Ideas tab follows it. */
export const ideaRunSchema = z.object({
  id: z.string(),
  platform: z.enum(IDEA_PLATFORMS),
  niche: z.string(),
  audience: z.string().nullable(),
  status: z.enum(IDEA_RUN_STATUSES),
  phase: z.enum(IDEA_PHASES),
  percent: z.number(),
  /** A message key when it failed. */
  error: z.string().nullable(),
  /** How many of the ten were not written (the set was not charged). */
  shortBy: z.number(),
  ideas: z.array(ideaSummarySchema),
});
export type IdeaRun = z.infer<typeof ideaRunSchema>;

export const ideaRunResponseSchema = z.object({ run: ideaRunSchema });
export type IdeaRunResponse = z.infer<typeof ideaRunResponseSchema>;

export const savedIdeasResponseSchema = z.object({ ideas: z.array(ideaSummarySchema) });
export type SavedIdeasResponse = z.infer<typeof savedIdeasResponseSchema>;

export const bookmarkRequestSchema = z.object({ bookmarked: z.boolean() });
export const bookmarkResponseSchema = z.object({ idea: ideaSummarySchema });
export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;

export const deleteIdeaResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteIdeaResponse = z.infer<typeof deleteIdeaResponseSchema>;
