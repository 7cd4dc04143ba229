import { describe, expect, it } from "vitest";
import { fromHalves, remainingHalves, toHalves } from "./credits";

describe("credits in half units", () => {
  it("converts exactly both ways", () => {
    expect(toHalves("0")).toBe(0);
    expect(toHalves("1.5")).toBe(3);
    expect(toHalves("-2.0")).toBe(-4);
    expect(toHalves(120)).toBe(240);
    expect(fromHalves(3)).toBe("1.5");
    expect(fromHalves(4)).toBe("2");
    expect(fromHalves(-1)).toBe("-0.5");
    for (const halves of [0, 1, 2, 7, 599, -3]) expect(toHalves(fromHalves(halves))).toBe(halves);
  });

  it("refuses amounts that are not half credits", () => {
    expect(() => toHalves("0.3")).toThrow();
    expect(() => toHalves("abc")).toThrow();
    expect(() => fromHalves(1.5)).toThrow();
  });

  it("computes what is left, never below zero, and nothing for unlimited", () => {
    expect(remainingHalves(3, 2, 2)).toBe(2);
    expect(remainingHalves(3, 5, 1)).toBe(0);
    expect(remainingHalves(3, -4, 0)).toBe(10);
    expect(remainingHalves(null, 100, 0)).toBeNull();
  });
});
