/** Idea Lab vocabulary (spec section 3, content_ideas). */
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
