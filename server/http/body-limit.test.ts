import { describe, expect, it } from "vitest";
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from "./body-limit";

describe("bodyLimitFor", () => {
  it("gives a contract's body limit to its method and path only", () => {
    // The billing webhook's contract: a provider's event can pass 64 KB.
    expect(bodyLimitFor("POST", "/api/billing/webhook")).toBe(1024 * 1024);
    expect(bodyLimitFor("PUT", "/api/billing/webhook")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/api/billing/webhook/x")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("POST", "/api/billing/subscription")).toBe(DEFAULT_BODY_LIMIT);
  });

  it("keeps the larger limits of the editor's save", () => {
    expect(bodyLimitFor("POST", "/dashboard/edit/abc")).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("POST", "/api/presets")).toBe(DEFAULT_BODY_LIMIT);
  });

  it("gives an operation's limit at its public API address too, and only if it is served there", () => {
    expect(bodyLimitFor("POST", "/api/v1/analysis")).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor("PATCH", "/api/v1/posts/abc")).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor("POST", "/api/v1/billing/webhook")).toBe(DEFAULT_BODY_LIMIT);
  });
});
