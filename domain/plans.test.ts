import { describe, expect, it } from "vitest";
import { concurrentGenerationLimit, PLANS, parseTier, TIERS } from "./plans";

describe("the plan catalogue", () => {
  it("matches the decisions' table", () => {
    expect(
      TIERS.map((tier) => [tier, PLANS[tier].generationLimit, PLANS[tier].monthlyPriceCents]),
    ).toEqual([
      ["free", 3, 0],
      ["lite", 50, 1000],
      ["pro", 150, 2000],
      ["elite", 300, 3000],
    ]);
    expect(TIERS.filter((tier) => PLANS[tier].popular)).toEqual(["pro"]);
  });

  it("reads the legacy premium tier as elite and anything unknown as free", () => {
    expect(parseTier("premium")).toBe("elite");
    expect(parseTier("pro")).toBe("pro");
    expect(parseTier("gold")).toBe("free");
    expect(parseTier(undefined)).toBe("free");
  });

  it("lets free users run one generation at a time, lite and pro two, elite and admins three", () => {
    expect(TIERS.map((tier) => concurrentGenerationLimit({ tier, isAdmin: false }))).toEqual([
      1, 2, 2, 3,
    ]);
    expect(concurrentGenerationLimit({ tier: "free", isAdmin: true })).toBe(3);
  });
});
