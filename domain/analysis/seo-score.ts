import type { Check, CheckStatus } from "./report";

/**
 * An SEO check with the score Yoast's SEO analysis gives the same result: 9 when good, 6 when ok,
 * 3 for a problem, unless Yoast scores that case otherwise (a missing meta description 1, an
 * over-optimised keyphrase -10 or -50, a very short text -10 or -20, ...).
 */
export interface Scored {
  check: Check;
  points: number;
}

const DEFAULT_POINTS: Record<CheckStatus, number> = { good: 9, ok: 6, problem: 3 };

export function scored(check: Check, points: Partial<Record<CheckStatus, number>> = {}): Scored {
  return { check, points: points[check.status] ?? DEFAULT_POINTS[check.status] };
}

/** Yoast's SEO score: the sum of the scores over 9 per check, scaled to 0-100 (never below 0). */
export function seoScore(items: readonly Scored[]): number {
  const total = items.reduce((sum, item) => sum + item.points, 0);
  return Math.max(0, Math.round((total / (items.length * 9)) * 100));
}
