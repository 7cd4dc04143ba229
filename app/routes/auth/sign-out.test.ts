import { parseCookie } from "cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "../../../tests/support/route-args";

// What the auth library answers to the sign-out call; each test sets it.
const signOut = vi.fn<() => Promise<Response>>();
vi.mock("@server/auth", () => ({ auth: () => ({ api: { signOut } }) }));

const { action } = await import("./sign-out");

/** The toast the answer leaves for the next page. */
function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  return JSON.parse(parseCookie(cookie ?? "").toast ?? "null");
}

function signOutArgs() {
  return routeArgs("/auth/sign-out", {
    init: { method: "POST", headers: { referer: "http://localhost/dashboard/library" } },
  });
}

afterEach(() => signOut.mockReset());

describe("sign-out", () => {
  it("refused by the auth library: the toast carries message keys, never the library's English", async () => {
    signOut.mockResolvedValue(
      Response.json(
        { code: "FAILED_TO_GET_SESSION", message: "Failed to get session" },
        { status: 500 },
      ),
    );
    const args = signOutArgs();
    const response = (await action(args as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard/library");
    expect(toastOf(response)).toEqual({
      kind: "error",
      title: "auth:signOut.error",
      description: "auth:signOut.failed",
    });
    // What the library said is kept for the log, with its status and code.
    expect(args.log.warn).toHaveBeenCalledWith(
      { status: 500, code: "FAILED_TO_GET_SESSION", authMessage: "Failed to get session" },
      "sign-out refused by the auth library",
    );
  });

  it("too many requests: the toast says to wait, in its own key", async () => {
    signOut.mockResolvedValue(
      Response.json({ message: "Too many requests. Please try again later." }, { status: 429 }),
    );
    const response = (await action(signOutArgs() as never)) as Response;
    expect(toastOf(response)).toMatchObject({
      title: "auth:signOut.error",
      description: "common:tooManyAttempts.description",
    });
  });

  it("a failure: the unexpected-error toast, logged, and home", async () => {
    signOut.mockRejectedValue(new Error("database down"));
    const args = signOutArgs();
    const response = (await action(args as never)) as Response;
    expect(response.headers.get("location")).toBe("/");
    expect(toastOf(response)).toEqual({
      kind: "error",
      title: "common:errors.unexpectedTitle",
      description: "common:errors.unexpected",
    });
    expect(args.log.error).toHaveBeenCalled();
  });
});
