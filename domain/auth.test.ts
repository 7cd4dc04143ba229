import { describe, expect, it } from "vitest";
import { signInErrorKey } from "./auth";

describe("signInErrorKey", () => {
  it("maps the codes it knows to messages and anything else to the general one, never to the text", () => {
    expect(signInErrorKey(null)).toBeNull();
    expect(signInErrorKey("")).toBeNull();
    expect(signInErrorKey("access_denied")).toBe("signIn.errors.denied");
    expect(signInErrorKey("state_mismatch")).toBe("signIn.errors.restart");
    expect(signInErrorKey("sign_in_unavailable")).toBe("signIn.errors.unavailable");
    expect(signInErrorKey("Your account is locked, call +1 555 0100")).toBe("signIn.failedDefault");
  });
});
