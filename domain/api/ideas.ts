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
import { GENERATION_MESSAGES } from "../generation-input";
import {
  IDEA_CATEGORIES,
  IDEA_PHASES,
  IDEA_PLATFORMS,
  IDEA_RUN_STATUSES,
  type IdeaRequest,
  type IdeaSummary,
  ideaRequestSchema,
  parseIdeaRequest,
  SAVED_SEARCH_MAX_LENGTH,
} from "../ideas";
import { contract } from "./contract";
import type { ParseResult } from "./errors";
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
export type BookmarkRequest = z.infer<typeof bookmarkRequestSchema>;

/** PATCH's body: anything but `{ bookmarked: true | false }` is "Please check your input". */
export function parseBookmarkRequest(raw: unknown): ParseResult<BookmarkRequest> {
  const parsed = bookmarkRequestSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : {
        ok: false,
        problem: {
          title: GENERATION_MESSAGES.validationErrorTitle,
          message: GENERATION_MESSAGES.checkInput,
        },
      };
}
export const bookmarkResponseSchema = z.object({ idea: ideaSummarySchema });
export type BookmarkResponse = z.infer<typeof bookmarkResponseSchema>;

export const deleteIdeaResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteIdeaResponse = z.infer<typeof deleteIdeaResponseSchema>;

export const startIdeaRun = contract({
  id: "startIdeaRun",
  method: "POST",
  path: "/api/ideas",
  summary: "Start a set of ten ideas for a platform and niche",
  access: "user",
  body: {
    schema: ideaRequestSchema as unknown as z.ZodType<IdeaRequest>,
    parse: parseIdeaRequest,
  },
  answer: { kind: "json", schema: ideaRunResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "DAILY_LIMIT", "INSUFFICIENT_CREDITS"],
  v1: { scope: "generate" },
});

export const readIdeaRun = contract({
  id: "readIdeaRun",
  method: "GET",
  path: "/api/ideas/runs/:id",
  summary: "One of the user's idea sets: its progress, and its ideas once done",
  access: "user",
  answer: { kind: "json", schema: ideaRunResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const listSavedIdeas = contract({
  id: "listSavedIdeas",
  method: "GET",
  path: "/api/ideas/saved",
  summary: "The user's bookmarked ideas, newest first (elite and admin)",
  access: "user",
  query: z.object({
    q: z.string().max(SAVED_SEARCH_MAX_LENGTH).optional(),
    platform: z.enum(IDEA_PLATFORMS).optional(),
  }),
  answer: { kind: "json", schema: savedIdeasResponseSchema },
  errors: ["PREMIUM_FEATURE"],
  v1: { scope: "read" },
});

export const bookmarkIdea = contract({
  id: "bookmarkIdea",
  method: "PATCH",
  path: "/api/ideas/:id",
  summary: "Bookmark one of the user's ideas, or take its bookmark off (elite and admin)",
  access: "user",
  body: { schema: bookmarkRequestSchema, parse: parseBookmarkRequest },
  answer: { kind: "json", schema: bookmarkResponseSchema },
  errors: ["INVALID_INPUT", "PREMIUM_FEATURE", "NOT_FOUND"],
  v1: { scope: "edit" },
});

export const deleteIdea = contract({
  id: "deleteIdea",
  method: "DELETE",
  path: "/api/ideas/:id",
  summary: "Delete one of the user's ideas (elite and admin)",
  access: "user",
  answer: { kind: "json", schema: deleteIdeaResponseSchema },
  errors: ["PREMIUM_FEATURE", "NOT_FOUND"],
  v1: { scope: "edit" },
});
