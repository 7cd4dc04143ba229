import { describe, expect, it } from "vitest";
import { proofMethod, signInErrorKey, signInStartSchema } from "./auth";

describe("signInErrorKey", () => {
  it("maps the codes it knows to messages and anything else to the general one, never to the text", () => {
    expect(signInErrorKey(null)).toBeNull();
    expect(signInErrorKey("")).toBeNull();
    expect(signInErrorKey("access_denied")).toBe("signIn.errors.denied");
    expect(signInErrorKey("state_mismatch")).toBe("signIn.errors.restart");
    expect(signInErrorKey("sign_in_unavailable")).toBe("signIn.errors.unavailable");
    // Issue 24: sign-ins refused for an address the provider did not verify.
    expect(signInErrorKey("email_not_verified")).toBe("signIn.errors.emailNotVerified");
    expect(signInErrorKey("account_not_linked")).toBe("signIn.errors.notLinked");
    expect(signInErrorKey("unable_to_link_account")).toBe("signIn.errors.notLinked");
    expect(signInErrorKey("Your account is locked, call +1 555 0100")).toBe("signIn.failedDefault");
  });
});

describe("the sign-in button's form", () => {
  it("reads where to go next, and anything but one text as not given", () => {
    expect(signInStartSchema.parse({ redirectTo: "/dashboard?tab=library" })).toEqual({
      redirectTo: "/dashboard?tab=library",
    });
    expect(signInStartSchema.parse({})).toEqual({});
    expect(signInStartSchema.parse({ redirectTo: ["/a", "/b"] })).toEqual({
      redirectTo: undefined,
    });
  });
});

describe("proofMethod", () => {
  it("tries six digits as a code from the app and anything else as a recovery code", () => {
    expect(proofMethod("123456")).toBe("totp");
    expect(proofMethod(" 123456 ")).toBe("totp");
    expect(proofMethod("12345")).toBe("recovery");
    expect(proofMethod("abcde-fghij")).toBe("recovery");
    expect(proofMethod(null)).toBe("recovery");
  });
});
