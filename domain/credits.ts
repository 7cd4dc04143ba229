/**
 * Credits are counted exactly, in half units (decisions: "Plans and quotas"): a generation costs
 * one credit, an idea set half of one for paid tiers. Stored as numeric with one decimal.
 */
export const GENERATION_COST_HALVES = 2;
export const IDEA_SET_COST_HALVES = 1;

/** "1.5" (as PostgreSQL returns numeric) → 3 half units. Refuses anything not a half multiple. */
export function toHalves(value: string | number): number {
  const halves = Number(value) * 2;
  if (!Number.isFinite(halves) || !Number.isInteger(Math.round(halves * 1e6) / 1e6)) {
    throw new Error(`not a whole number of half credits: ${value}`);
  }
  return Math.round(halves);
}

/** 3 half units → "1.5"; 4 → "2". */
export function fromHalves(halves: number): string {
  if (!Number.isInteger(halves)) throw new Error(`half units must be whole: ${halves}`);
  return halves % 2 === 0 ? String(halves / 2) : (halves / 2).toFixed(1);
}

/** What a user may still spend this month, in half units; null when unlimited. */
export function remainingHalves(
  limit: number | null,
  usedHalves: number,
  reservedHalves: number,
): number | null {
  if (limit === null) return null;
  return Math.max(0, limit * 2 - usedHalves - reservedHalves);
}
