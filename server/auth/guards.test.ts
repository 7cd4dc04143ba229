import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "../http/context";
import { requireAdmin, requireAnonymous, requireUser } from "./guards";
import type { SessionUser } from "./session";

const member: SessionUser = {
  id: "u1",
  email: "u1@example.test",
  name: "U",
  image: null,
  twoFactorEnabled: false,
  roles: [],
  isAdmin: false,
  isSuperAdmin: false,
  tier: "free",
};

function args(user: SessionUser | null, url = "http://localhost/dashboard?tab=library") {
  const context = new RouterContextProvider();
  context.set(requestContext, { user } as never);
  return { request: new Request(url), context };
}

async function thrown(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    const wrapped = error as { init?: ResponseInit; data?: unknown };
    return new Response(JSON.stringify(wrapped.data), wrapped.init);
  }
  throw new Error("nothing was thrown");
}

describe("guards", () => {
  it("requireUser sends a visitor to /auth with the way back", async () => {
    const response = await thrown(() => requireUser(args(null)));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%3Ftab%3Dlibrary");
    expect(requireUser(args(member))).toBe(member);
  });

  it("requireAdmin refuses a signed-in non-admin with 403 and lets an admin through", async () => {
    const response = await thrown(() => requireAdmin(args(member)));
    expect(response.status).toBe(403);
    const admin = { ...member, roles: ["admin" as const], isAdmin: true };
    expect(requireAdmin(args(admin))).toBe(admin);
    expect((await thrown(() => requireAdmin(args(null)))).status).toBe(302);
  });

  it("requireAnonymous sends a signed-in user on, never off-site", async () => {
    expect(requireAnonymous(args(null, "http://localhost/auth"))).toBeUndefined();
    const onward = await thrown(() =>
      requireAnonymous(args(member, "http://localhost/auth?redirectTo=/dashboard?tab=profile")),
    );
    expect(onward.headers.get("Location")).toBe("/dashboard?tab=profile");
    const offsite = await thrown(() =>
      requireAnonymous(args(member, "http://localhost/auth?redirectTo=//evil.example")),
    );
    expect(offsite.headers.get("Location")).toBe("/dashboard");
  });
});
