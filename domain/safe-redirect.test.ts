import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirect("/dashboard?tab=library")).toBe("/dashboard?tab=library");
    expect(safeRedirect("/")).toBe("/");
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "dashboard",
    "/\tevil",
    "",
    null,
    42,
  ])("refuses %j", (target) => {
    expect(safeRedirect(target, "/home")).toBe("/home");
  });
});
