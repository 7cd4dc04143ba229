import { describe, expect, it } from "vitest";
import { type Check, type CheckStatus, lightOf, meanScore, readabilityScore } from "./report";
import { scored, seoScore } from "./seo-score";

const checks = (...statuses: CheckStatus[]): Check[] =>
  statuses.map((status, i) => ({ id: `c${i}`, status, message: "m." }));

describe("readabilityScore (Yoast's penalty points)", () => {
  // Full support (English): ok 2, problem 3; over 6 points red (30), over 4 orange (60).
  it.each([
    [[], 90],
    [["good", "good", "ok", "ok"], 90], // 4 points
    [["ok", "problem"], 60], // 5 points
    [["ok", "ok", "ok"], 60], // 6 points
    [["ok", "ok", "problem"], 30], // 7 points
    [["problem", "problem", "problem"], 30],
  ] as [CheckStatus[], number][])("%j scores %i", (statuses, score) => {
    expect(readabilityScore(checks(...statuses), true)).toBe(score);
  });

  it("adds up penalties rather than averaging: one bad check among many good ones still counts", () => {
    const many = checks(...Array<CheckStatus>(20).fill("good"), "problem", "problem", "ok");
    expect(readabilityScore(many, true)).toBe(30);
    expect(meanScore(many)).toBeGreaterThan(85);
  });

  // Partial support (other languages): problem 4; over 4 points red, over 2 orange.
  it.each([
    [["ok"], 90],
    [["ok", "ok"], 60],
    [["problem"], 60],
    [["problem", "ok"], 30],
  ] as [CheckStatus[], number][])("with partial support %j scores %i", (statuses, score) => {
    expect(readabilityScore(checks(...statuses), false)).toBe(score);
  });
});

describe("seoScore (Yoast's mean of 9-point scores)", () => {
  it("scores good 9, ok 6 and a problem 3 by default, over 9 per check", () => {
    expect(seoScore(checks("good", "good").map((c) => scored(c)))).toBe(100);
    expect(seoScore(checks("good", "ok", "problem").map((c) => scored(c)))).toBe(67);
  });

  it("takes Yoast's own score where it differs, and never goes below 0", () => {
    const [good, bad] = checks("good", "problem");
    if (!good || !bad) throw new Error("two checks expected");
    expect(seoScore([scored(good), scored(bad, { problem: -10 })])).toBe(0); // (9 - 10) / 18
    expect(seoScore([scored(good), scored(good), scored(bad, { problem: 1 })])).toBe(70);
  });
});

describe("lightOf", () => {
  it.each([
    [90, "good"],
    [71, "good"],
    [70, "ok"],
    [41, "ok"],
    [40, "problem"],
    [0, "problem"],
  ] as const)("%i is %s", (score, light) => {
    expect(lightOf(score)).toBe(light);
  });
});
