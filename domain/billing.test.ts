import { describe, expect, it } from "vitest";
import { parseCheckoutChoice, SANDBOX_CARDS, sandboxPaymentSchema } from "./billing";
import { PLANS, priceCents } from "./plans";

describe("the checkout form's fields", () => {
  it("reads a paid plan and its period (monthly when none is sent)", () => {
    expect(parseCheckoutChoice({ plan: "pro", period: "annual" })).toEqual({
      ok: true,
      value: { tier: "pro", period: "annual" },
    });
    expect(parseCheckoutChoice({ plan: "elite" })).toEqual({
      ok: true,
      value: { tier: "elite", period: "monthly" },
    });
  });

  it("refuses the free plan, unknown plans and periods", () => {
    for (const fields of [
      { plan: "free" },
      { plan: "gold" },
      { plan: "pro", period: "weekly" },
      {},
    ])
      expect(parseCheckoutChoice(fields).ok).toBe(false);
  });
});

describe("plan features and prices", () => {
  it("lists priority processing for elite only, and prices each period from the catalogue", () => {
    expect(
      Object.values(PLANS)
        .filter((p) => p.features.includes("priority"))
        .map((p) => p.tier),
    ).toEqual(["elite"]);
    expect(
      Object.values(PLANS)
        .filter((p) => p.priority)
        .map((p) => p.tier),
    ).toEqual(["elite"]);
    expect(priceCents("pro", "monthly")).toBe(2000);
    expect(priceCents("pro", "annual")).toBe(20000);
  });
});

describe("the sandbox checkout's form", () => {
  it("takes a card number, trimmed, and refuses none with a message key", () => {
    expect(sandboxPaymentSchema.parse({ card: ` ${SANDBOX_CARDS.pays} ` })).toEqual({
      card: SANDBOX_CARDS.pays,
    });
    for (const card of [undefined, "  ", "4".repeat(41)]) {
      const result = sandboxPaymentSchema.safeParse({ card });
      expect(result.error?.issues[0]?.message, String(card)).toBe("account:sandbox.unknownCard");
    }
  });
});
