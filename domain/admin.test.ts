import { describe, expect, it } from "vitest";
import {
  ADMIN_MESSAGES,
  CREDITS_MAX,
  parseCreditGrant,
  parsePage,
  parseRoleChange,
  parseTierChange,
  parseUserQuery,
} from "./admin";

describe("the admin's checks", () => {
  it("reads the Users query from a URL, never failing", () => {
    expect(parseUserQuery(new URLSearchParams("q=%20ada%20&page=3"))).toEqual({
      q: "ada",
      page: 3,
    });
    expect(parseUserQuery(new URLSearchParams("page=-1"))).toEqual({ q: "", page: 1 });
    expect(parsePage(new URLSearchParams("page=abc"))).toBe(1);
  });

  it.each([0, -2, 1.5, "x", "", null, CREDITS_MAX + 1])(
    "refuses %j credits with the spec's message",
    (credits) => {
      const result = parseCreditGrant({ credits, reason: "why" });
      expect(result.ok ? null : result.problem.message).toBe(ADMIN_MESSAGES.invalidCredits);
    },
  );

  it("requires a reason and trims it", () => {
    const blank = parseCreditGrant({ credits: 2, reason: "   " });
    expect(blank.ok ? null : blank.problem.message).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(parseCreditGrant({ credits: "2", reason: " refund " })).toEqual({
      ok: true,
      value: { credits: 2, reason: "refund" },
    });
  });

  it("accepts the plans and roles of the catalogue only", () => {
    expect(parseTierChange({ tier: "elite" }).ok).toBe(true);
    expect(parseTierChange({ tier: "premium" }).ok).toBe(false);
    expect(parseRoleChange({ role: "admin", grant: true })).toEqual({
      ok: true,
      value: { role: "admin", grant: true, confirm: false },
    });
    expect(parseRoleChange({ role: "owner", grant: true }).ok).toBe(false);
  });
});
