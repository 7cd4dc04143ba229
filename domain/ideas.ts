/** Idea Lab vocabulary and rules (spec sections 2 to 5 and 9, decisions "Plans and quotas"). */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import { type ContentType, selectDefaultsOf } from "./content-types";
import { MAX_KEYWORD_LENGTH } from "./keywords";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from "./languages";
import type { Tier } from "./plans";

export const IDEA_PLATFORMS = [
  "blog",
  "instagram",
  "youtube",
  "linkedin",
  "twitter",
  "tiktok",
] as const;
export type IdeaPlatform = (typeof IDEA_PLATFORMS)[number];

export const IDEA_CATEGORIES = ["trending", "evergreen", "seasonal"] as const;
export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

export const VIRAL_SCORE_MIN = 0;
export const VIRAL_SCORE_MAX = 10;

/** Ideas in one set (spec section 9). */
export const IDEAS_PER_SET = 10;
/** Idea sets a free user may ask for per UTC day, at no credit (decisions: "Plans and quotas"). */
export const FREE_IDEA_SETS_PER_DAY = 5;

export const IDEA_RUN_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type IdeaRunStatus = (typeof IDEA_RUN_STATUSES)[number];

/**
 * The job's real phases, each with the spec's overlay message: the model reads the brief
 * (analyzing), writes the ideas (generating), they are checked, repaired and ranked (scoring),
 * then stored (finalizing).
 */
export const IDEA_PHASES = [
  "queued",
  "analyzing",
  "generating",
  "scoring",
  "finalizing",
  "done",
  "failed",
] as const;
export type IdeaPhase = (typeof IDEA_PHASES)[number];

export const NICHE_MAX_LENGTH = 100;
export const AUDIENCE_MAX_LENGTH = 120;
export const SAVED_SEARCH_MAX_LENGTH = 120;

/** Locale keys of the Idea Lab's messages (spec section 8, word for word in the `ideas` namespace). */
export const IDEA_MESSAGES = {
  missingInformationTitle: "create:errors.missingInformation",
  missingInformation: "ideas:errors.missingInformation",
  tooLong: "create:validation.tooLong",
  dailyLimitTitle: "ideas:errors.dailyLimitTitle",
  dailyLimit: "ideas:errors.dailyLimit",
  insufficientCreditsTitle: "ideas:errors.insufficientCreditsTitle",
  insufficientCredits: "ideas:errors.insufficientCredits",
  premiumTitle: "ideas:errors.premiumTitle",
  bookmarkPremium: "ideas:errors.bookmarkPremium",
  savedPremium: "ideas:errors.savedPremium",
  failed: "ideas:errors.failed",
  localModelUnavailable: "account:generation.localModelUnavailable",
} as const;

const M = IDEA_MESSAGES;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The shape of POST /api/ideas (checked by `parseIdeaRequest`, which names the problem). */
export const ideaRequestSchema = z.object({
  platform: z.enum(IDEA_PLATFORMS),
  niche: z.string().trim().min(1).max(NICHE_MAX_LENGTH),
  audience: z.preprocess(blankToUndefined, z.string().trim().max(AUDIENCE_MAX_LENGTH).optional()),
  refresh: z.boolean().default(false),
  language: z.preprocess(blankToUndefined, z.enum(LANGUAGE_CODES).default(DEFAULT_LANGUAGE)),
});
export type IdeaRequest = z.infer<typeof ideaRequestSchema>;

/**
 * POST /api/ideas: platform and niche required (trimmed), audience optional (spec section 5).
 * A missing platform or niche is "Missing Information"; anything else "Validation Error".
 */
export function parseIdeaRequest(raw: unknown): ParseResult<IdeaRequest> {
  const body = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const platform = body.platform;
  const niche = typeof body.niche === "string" ? body.niche.trim() : "";
  if (!(IDEA_PLATFORMS as readonly unknown[]).includes(platform) || niche === "") {
    return {
      ok: false,
      problem: {
        title: M.missingInformationTitle,
        message: M.missingInformation,
        field: niche === "" ? "niche" : "platform",
      },
    };
  }
  const parsed = ideaRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const field = String(parsed.error.issues[0]?.path[0] ?? "niche");
  return {
    ok: false,
    problem: {
      title: "create:errors.validationError",
      message: M.tooLong,
      field,
      params: { max: field === "audience" ? AUDIENCE_MAX_LENGTH : NICHE_MAX_LENGTH },
    },
  };
}

/** The saved list's search and platform filter (GET /api/ideas/saved?q=&platform=). */
export function parseSavedQuery(params: URLSearchParams): {
  q: string;
  platform: IdeaPlatform | null;
} {
  const q = (params.get("q") ?? "").trim().slice(0, SAVED_SEARCH_MAX_LENGTH);
  const platform = params.get("platform");
  return {
    q,
    platform: (IDEA_PLATFORMS as readonly unknown[]).includes(platform)
      ? (platform as IdeaPlatform)
      : null,
  };
}

/** Elite and admin may bookmark ideas and open Saved Ideas (spec section 6). */
export function canSaveIdeas(user: { tier: Tier; isAdmin: boolean }): boolean {
  return user.isAdmin || user.tier === "elite";
}

/** Badge bands (spec section 4): 8 and above, 5 to 7, below 5. */
export type ScoreBand = "high" | "medium" | "low";
export function scoreBand(score: number): ScoreBand {
  return score >= 8 ? "high" : score >= 5 ? "medium" : "low";
}

/** An idea as the screens receive it. */
export type IdeaSummary = {
  id: string;
  platform: IdeaPlatform;
  title: string;
  hook: string;
  reason: string;
  tip: string;
  format: string;
  category: IdeaCategory;
  viralScore: number;
  niche: string;
  bookmarked: boolean;
  createdAt: string;
};

/** What an idea hands to the Create tab (spec section 7): field name to value, and the type. */
export type IdeaPrefill = Record<string, string> & { contentType: ContentType };

/**
 * Generate This Content (spec section 7, "Platform to content type"): blog -> blog post, youtube
 * -> video script, instagram, linkedin, twitter and tiktok -> social post on that platform (a
 * TikTok post is the social type's own platform choice: a caption with hashtags). The hook becomes the description (the
 * social post's main message); a video script has no such field, so its title carries the idea.
 * Every prefill is a complete request (tested), so the Create tab can start it by itself.
 */
export function ideaToPrefill(
  idea: Pick<IdeaSummary, "platform" | "title" | "hook" | "niche">,
): IdeaPrefill {
  // The niche is the keyword when it fits as one; otherwise it still travels as the blog's topic.
  const keywords = idea.niche.length <= MAX_KEYWORD_LENGTH ? idea.niche : "";
  switch (idea.platform) {
    case "blog":
      return {
        contentType: "blog",
        title: idea.title,
        topic: idea.niche,
        description: idea.hook,
        keywords,
      };
    case "youtube":
      // The script's theme is a required choice: the catalogue's default one.
      return {
        contentType: "video",
        title: idea.title,
        platform: idea.platform,
        topic: selectDefaultsOf("video").topic ?? "explainer",
        keywords,
      };
    default:
      return {
        contentType: "social",
        title: idea.title,
        platform: idea.platform,
        description: idea.hook,
        keywords,
      };
  }
}

/** The start of the UTC day of `now`: free sets are counted from here. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
