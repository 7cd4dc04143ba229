import { describe, expect, it } from "vitest";
import { addressOf } from "./contract";

describe("addressOf", () => {
  it("fills the path's parameters, escaped, and adds the query without empty values", () => {
    expect(
      addressOf({ path: "/api/posts/:id/export/:format" }, { id: "a b/c", format: "pdf" }),
    ).toBe("/api/posts/a%20b%2Fc/export/pdf");
    expect(
      addressOf({ path: "/api/presets" }, {}, { limit: 5, after: "", q: null, x: undefined }),
    ).toBe("/api/presets?limit=5");
  });

  it("refuses a missing parameter rather than calling a wrong address", () => {
    expect(() => addressOf({ path: "/api/posts/:id" }, {})).toThrow(/needs "id"/);
  });
});
