/** The usage month key: the calendar month in UTC as YYYY-MM (decisions: "Plans and quotas"). */
export function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The start of the next UTC month: when free users' content of earlier months is deleted
 * (decisions: "free-tier retention").
 */
export function nextMonthStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/**
 * When a user's content of earlier months is next deleted: the start of next month for users on
 * the free plan, never for paid plans and admins.
 */
export function nextDeletionFor(user: { tier: string; isAdmin: boolean }, now: Date): Date | null {
  return user.tier === "free" && !user.isAdmin ? nextMonthStart(now) : null;
}

export const MONTH_KEY_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";

/**
 * The locale key of the quota message for a tier (spec section 8, with `{{count}}` the tier's
 * limit): the free tier's reads differently from the paid tiers'.
 */
export function usageLimitMessage(tier: string): string {
  return tier === "free"
    ? "account:generation.usageLimitFree"
    : "account:generation.usageLimitPaid";
}

/** Locale keys of a failed generation's message, stored with it and shown by the screen. */
export const GENERATION_FAILURES = {
  /** Spec section 8 "Generation Failed". */
  failed: "account:generation.failed",
  /** The local model is missing or unreadable: what to configure (the path is in the log). */
  localModelUnavailable: "account:generation.localModelUnavailable",
} as const;
