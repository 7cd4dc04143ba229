import { describe, expect, it } from "vitest";
import { apiKeyStatus, parseCreateApiKey } from "./api-keys";

describe("API keys", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");
  it("are active until they expire or are revoked; revoked wins", () => {
    expect(apiKeyStatus({ expiresAt: null, revokedAt: null }, now)).toBe("active");
    expect(apiKeyStatus({ expiresAt: "2026-11-27T12:00:01Z", revokedAt: null }, now)).toBe(
      "active",
    );
    expect(apiKeyStatus({ expiresAt: "2026-11-27T12:00:00Z", revokedAt: null }, now)).toBe(
      "expired",
    );
    expect(
      apiKeyStatus({ expiresAt: "2026-11-01T00:00:00Z", revokedAt: "2026-10-01T00:00:00Z" }, now),
    ).toBe("revoked");
  });

  it("are made with a name, at least one scope and one of the expiry choices", () => {
    expect(parseCreateApiKey({ name: " CI ", scopes: ["publish", "read"] })).toEqual({
      ok: true,
      value: { name: "CI", scopes: ["read", "publish"] },
    });
    const problem = (raw: unknown) => {
      const parsed = parseCreateApiKey(raw);
      return parsed.ok ? null : parsed.problem.message;
    };
    expect(problem({ name: "", scopes: ["read"] })).toBe("developers:errors.nameRequired");
    expect(problem({ name: "x", scopes: [] })).toBe("developers:errors.scopesRequired");
    expect(problem({ name: "x", scopes: ["admin"] })).toBe("developers:errors.scopesRequired");
    expect(problem({ name: "x", scopes: ["read"], expiresInDays: 14 })).toBe(
      "developers:errors.expiryInvalid",
    );
  });
});
