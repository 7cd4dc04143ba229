import { describe, expect, it } from "vitest";
import { MONTH_KEY_PATTERN, monthKey } from "./usage";

describe("monthKey", () => {
  it("is the UTC calendar month", () => {
    expect(monthKey(new Date("2026-01-31T23:59:59Z"))).toBe("2026-01");
    expect(monthKey(new Date("2026-02-01T00:00:00+02:00"))).toBe("2026-01");
    expect(new RegExp(MONTH_KEY_PATTERN).test(monthKey(new Date()))).toBe(true);
  });
});
