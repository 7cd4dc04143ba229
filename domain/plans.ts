/**
 * The plan catalogue (decisions: "Plans and quotas"). Every screen, the quota check and the billing
 * provider read these numbers from here; none is repeated elsewhere.
 */
export const TIERS = ["free", "lite", "pro", "elite"] as const;
export type Tier = (typeof TIERS)[number];

export const PAID_TIERS = ["lite", "pro", "elite"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** Monthly or annual billing (decisions: "Plans and quotas"). */
export const BILLING_PERIODS = ["monthly", "annual"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * What a plan card lists besides its generations. Each is real: `priority` is the generation
 * queue's order (server/generation/start.ts), the others are built by their own modules.
 */
export const PLAN_FEATURES = [
  "freeIdeas",
  "library",
  "seo",
  "ideas",
  "priority",
  "multiKeyword",
  "savedIdeas",
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type Plan = {
  tier: Tier;
  /** Generations per calendar month (UTC). */
  generationLimit: number;
  /** Prices in US cents. */
  monthlyPriceCents: number;
  annualPriceCents: number | null;
  popular: boolean;
  /** Listed on the plan's card, in this order. */
  features: readonly PlanFeature[];
  /** Generations of this plan are taken from the queue before the others'. */
  priority: boolean;
  /** Keyphrases the SEO report checks one by one (multi-keyword targeting: Yoast's related keyphrases). */
  focusKeyphrases: number;
  /**
   * Generations one user may have in progress (queued or running) at once; a start beyond it is
   * refused (429) before any credit is reserved (issue 19, finding 5; ADR 0017).
   */
  concurrentGenerations: number;
};

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: "free",
    generationLimit: 3,
    monthlyPriceCents: 0,
    annualPriceCents: null,
    popular: false,
    features: ["seo", "freeIdeas"],
    priority: false,
    focusKeyphrases: 1,
    concurrentGenerations: 1,
  },
  lite: {
    tier: "lite",
    generationLimit: 50,
    monthlyPriceCents: 1000,
    annualPriceCents: 10000,
    popular: false,
    features: ["library", "seo", "ideas"],
    priority: false,
    focusKeyphrases: 1,
    concurrentGenerations: 2,
  },
  pro: {
    tier: "pro",
    generationLimit: 150,
    monthlyPriceCents: 2000,
    annualPriceCents: 20000,
    popular: true,
    features: ["library", "seo", "ideas"],
    priority: false,
    focusKeyphrases: 1,
    concurrentGenerations: 2,
  },
  elite: {
    tier: "elite",
    generationLimit: 300,
    monthlyPriceCents: 3000,
    annualPriceCents: 30000,
    popular: false,
    features: ["library", "seo", "ideas", "priority", "multiKeyword", "savedIdeas"],
    priority: true,
    focusKeyphrases: 5,
    concurrentGenerations: 3,
  },
};

/** Reads a stored or external tier name; the legacy "premium" is elite, anything unknown is free. */
export function parseTier(value: unknown): Tier {
  if (value === "premium") return "elite";
  return (TIERS as readonly unknown[]).includes(value) ? (value as Tier) : "free";
}

export function isPaidTier(value: unknown): value is PaidTier {
  return (PAID_TIERS as readonly unknown[]).includes(value);
}

/** The plan's price for one billing period, in US cents. */
export function priceCents(tier: PaidTier, period: BillingPeriod): number {
  const plan = PLANS[tier];
  return period === "annual"
    ? (plan.annualPriceCents ?? plan.monthlyPriceCents * 12)
    : plan.monthlyPriceCents;
}

/**
 * Generations the user may have in progress at once: their plan's number; admins (who have no
 * monthly quota) get the largest plan's.
 */
export function concurrentGenerationLimit(user: { tier: Tier; isAdmin: boolean }): number {
  return user.isAdmin
    ? Math.max(...TIERS.map((tier) => PLANS[tier].concurrentGenerations))
    : PLANS[user.tier].concurrentGenerations;
}

/**
 * What a plan allows for research sources (issue 27, docs/decisions/0026-sources.md): how many
 * sources a user keeps, the bytes of one file or fetched page, a PDF's pages and the characters
 * of text kept from one source. The screens show the number that was hit.
 */
export type SourceLimits = {
  sources: number;
  fileBytes: number;
  pdfPages: number;
  characters: number;
};

export const SOURCE_LIMITS: Record<Tier, SourceLimits> = {
  free: { sources: 10, fileBytes: 2 * 1024 * 1024, pdfPages: 20, characters: 100_000 },
  lite: { sources: 50, fileBytes: 5 * 1024 * 1024, pdfPages: 60, characters: 250_000 },
  pro: { sources: 200, fileBytes: 10 * 1024 * 1024, pdfPages: 150, characters: 500_000 },
  elite: { sources: 500, fileBytes: 20 * 1024 * 1024, pdfPages: 300, characters: 1_000_000 },
};

/** The user's source limits: their plan's; admins get the largest plan's. */
export function sourceLimitsFor(user: { tier: Tier; isAdmin: boolean }): SourceLimits {
  return user.isAdmin ? SOURCE_LIMITS.elite : SOURCE_LIMITS[user.tier];
}

/**
 * What research and fact checks cost (issue 27), in half credits: with a generation they are
 * included in its credit; run alone (a brief before writing, a fact check from the editor) each
 * is half a credit, reserved at the start and committed or released exactly like an idea set.
 * The same for every plan; admins are unlimited as for generations.
 */
export const EVIDENCE_COSTS = {
  withGenerationHalves: 0,
  researchBriefHalves: 1,
  factCheckHalves: 1,
} as const;

/**
 * AI edits and version history (issue 28, docs/decisions/0028-ai-edits.md). An AI edit (a
 * selection rewritten, a Fix from the report, a conclusion written...) takes no credit from the
 * month's generations: each plan has a daily allowance of edits (UTC day), reserved when an edit
 * starts and given back when it fails, so a failed edit costs nothing. `versionsPerPost`: the
 * versions of one post that are kept; past it the oldest are dropped (never the newest).
 * Admins get the largest plan's numbers.
 */
export type EditLimits = { aiEditsPerDay: number; versionsPerPost: number };

export const EDIT_LIMITS: Record<Tier, EditLimits> = {
  free: { aiEditsPerDay: 10, versionsPerPost: 20 },
  lite: { aiEditsPerDay: 50, versionsPerPost: 50 },
  pro: { aiEditsPerDay: 200, versionsPerPost: 200 },
  elite: { aiEditsPerDay: 500, versionsPerPost: 500 },
};

export function editLimitsFor(user: { tier: Tier; isAdmin: boolean }): EditLimits {
  return user.isAdmin ? EDIT_LIMITS.elite : EDIT_LIMITS[user.tier];
}

/**
 * Brand voices (issue 29, docs/decisions/0029-voices.md): how many voices a user keeps, and what
 * learning one costs in half credits (the samples' fingerprint and the model's guide; shown
 * before it runs, reserved at the start, committed or released like a research brief). Writing
 * with a voice, and "match my voice" as an AI edit, cost nothing more. Admins get the largest
 * plan's number and are unlimited as for generations.
 */
export const VOICE_LIMITS: Record<Tier, { voices: number }> = {
  free: { voices: 1 },
  lite: { voices: 3 },
  pro: { voices: 10 },
  elite: { voices: 25 },
};

export const VOICE_COSTS = { learnHalves: 1 } as const;

export function voiceLimitsFor(user: { tier: Tier; isAdmin: boolean }): { voices: number } {
  return user.isAdmin ? VOICE_LIMITS.elite : VOICE_LIMITS[user.tier];
}

/**
 * The public API, the MCP server, webhooks and bulk runs (issue 30, docs/decisions/0030-api.md):
 * whether a plan may use API keys, how many requests a minute one key may make (counted in
 * PostgreSQL, across every process; 429 with Retry-After past it), how many keys a user keeps, how
 * many webhook endpoints, and how many rows one bulk run may have. Every plan may use the API, so
 * a developer can try it on the free plan; generations through it count against the same monthly
 * quota as the screens'. Admins get the largest plan's numbers.
 */
export type ApiLimits = {
  requestsPerMinute: number;
  keys: number;
  webhookEndpoints: number;
  bulkRows: number;
};

export const API_LIMITS: Record<Tier, ApiLimits> = {
  free: { requestsPerMinute: 30, keys: 2, webhookEndpoints: 1, bulkRows: 10 },
  lite: { requestsPerMinute: 120, keys: 5, webhookEndpoints: 3, bulkRows: 50 },
  pro: { requestsPerMinute: 600, keys: 20, webhookEndpoints: 10, bulkRows: 200 },
  elite: { requestsPerMinute: 1200, keys: 50, webhookEndpoints: 25, bulkRows: 1000 },
};

export function apiLimitsFor(user: { tier: Tier; isAdmin: boolean }): ApiLimits {
  return user.isAdmin ? API_LIMITS.elite : API_LIMITS[user.tier];
}

/**
 * Publishing (issue 31, docs/decisions/0032-publishing.md): how many site connections a user keeps
 * (WordPress, Ghost and webhook together) and how many publications may wait for their scheduled
 * time at once. Publishing now, as a draft, and updating cost nothing. Admins get the largest
 * plan's numbers.
 */
export type PublishLimits = { connections: number; scheduled: number };

export const PUBLISH_LIMITS: Record<Tier, PublishLimits> = {
  free: { connections: 1, scheduled: 3 },
  lite: { connections: 3, scheduled: 20 },
  pro: { connections: 10, scheduled: 100 },
  elite: { connections: 25, scheduled: 500 },
};

export function publishLimitsFor(user: { tier: Tier; isAdmin: boolean }): PublishLimits {
  return user.isAdmin ? PUBLISH_LIMITS.elite : PUBLISH_LIMITS[user.tier];
}
