/**
 * The plan catalogue (decisions: "Plans and quotas"). Every screen, the quota check and the billing
 * provider read these numbers from here; none is repeated elsewhere.
 */
export const TIERS = ["free", "lite", "pro", "elite"] as const;
export type Tier = (typeof TIERS)[number];

export type Plan = {
  tier: Tier;
  /** Generations per calendar month (UTC). */
  generationLimit: number;
  /** Prices in US cents. */
  monthlyPriceCents: number;
  annualPriceCents: number | null;
  popular: boolean;
};

export const PLANS: Record<Tier, Plan> = {
  free: {
    tier: "free",
    generationLimit: 3,
    monthlyPriceCents: 0,
    annualPriceCents: null,
    popular: false,
  },
  lite: {
    tier: "lite",
    generationLimit: 50,
    monthlyPriceCents: 1000,
    annualPriceCents: 10000,
    popular: false,
  },
  pro: {
    tier: "pro",
    generationLimit: 150,
    monthlyPriceCents: 2000,
    annualPriceCents: 20000,
    popular: true,
  },
  elite: {
    tier: "elite",
    generationLimit: 300,
    monthlyPriceCents: 3000,
    annualPriceCents: 30000,
    popular: false,
  },
};

/** What each plan includes beside its generations, as keys of `account:pricing.features`. */
export const PLAN_FEATURES: Record<Tier, readonly string[]> = {
  free: [],
  lite: ["library", "seo", "ideas"],
  pro: ["library", "seo", "ideas"],
  elite: ["library", "seo", "ideas", "priority", "multiKeyword", "savedIdeas"],
};

/** Reads a stored or external tier name; the legacy "premium" is elite, anything unknown is free. */
export function parseTier(value: unknown): Tier {
  if (value === "premium") return "elite";
  return (TIERS as readonly unknown[]).includes(value) ? (value as Tier) : "free";
}
