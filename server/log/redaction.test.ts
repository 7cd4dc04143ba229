import { describe, expect, it } from "vitest";
import { redactedUrl, withoutCredentials } from "./redaction";

describe("redactedUrl", () => {
  it("hides OAuth credentials in the query and keeps everything else", () => {
    expect(redactedUrl("/api/auth/callback/google?code=4%2F0Ab&state=xyz&scope=email")).toBe(
      "/api/auth/callback/google?code=[redacted]&state=[redacted]&scope=email",
    );
    expect(redactedUrl("/oidc/auth?client_id=a&STATE=s&code_verifier=v")).toBe(
      "/oidc/auth?client_id=a&STATE=[redacted]&code_verifier=[redacted]",
    );
    expect(redactedUrl("/dashboard?tab=library")).toBe("/dashboard?tab=library");
    expect(redactedUrl("/healthz")).toBe("/healthz");
    expect(redactedUrl("/x?%E0%A4%A=1&code")).toBe("/x?%E0%A4%A=1&code=[redacted]");
  });
});

describe("withoutCredentials", () => {
  it("replaces credential fields at any depth and keeps the rest", () => {
    expect(
      withoutCredentials([
        { name: "BetterAuthError", details: { state: "abc", where: "callback" } },
      ]),
    ).toEqual([{ name: "BetterAuthError", details: { state: "[redacted]", where: "callback" } }]);
  });
});
