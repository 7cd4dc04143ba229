import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "../context";
import { Forbidden, Unauthenticated } from "../errors";
import { requireAdmin, requireAnonymous, requireSuperAdmin, requireUser } from "./guards";
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

function args(user: SessionUser | null, url = "http://localhost/dashboard/library") {
  const context = new RouterContextProvider();
  context.set(requestContext, { user } as never);
  return { request: new Request(url), context };
}

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

describe("guards", () => {
  it("requireUser sends a visitor to /auth with the way back", async () => {
    const response = (await thrown(() => requireUser(args(null)))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Fdashboard%2Flibrary");
    expect(requireUser(args(member))).toBe(member);
  });

  it("requireUser answers an API's visitor with Unauthenticated (401), not a sign-in page", async () => {
    const error = await thrown(() => requireUser(args(null, "http://localhost/api/presets")));
    expect(error).toBeInstanceOf(Unauthenticated);
    expect((error as Unauthenticated).status).toBe(401);
  });

  it("requireAdmin refuses a signed-in non-admin with 403 and lets an admin through", async () => {
    const error = await thrown(() => requireAdmin(args(member)));
    expect(error).toBeInstanceOf(Forbidden);
    expect((error as Forbidden).status).toBe(403);
    const admin = { ...member, roles: ["admin" as const], isAdmin: true };
    expect(requireAdmin(args(admin))).toBe(admin);
    expect(((await thrown(() => requireAdmin(args(null)))) as Response).status).toBe(302);
  });

  it("requireSuperAdmin refuses an admin who is not super_admin with 403", async () => {
    const admin = { ...member, roles: ["admin" as const], isAdmin: true };
    expect(((await thrown(() => requireSuperAdmin(args(admin)))) as Forbidden).status).toBe(403);
    expect(((await thrown(() => requireSuperAdmin(args(member)))) as Forbidden).status).toBe(403);
    const superAdmin = { ...admin, roles: ["super_admin" as const], isSuperAdmin: true };
    expect(requireSuperAdmin(args(superAdmin))).toBe(superAdmin);
    const api = (await thrown(() =>
      requireSuperAdmin(args(null, "http://localhost/api/admin/users/x/roles")),
    )) as Unauthenticated;
    expect(api.status).toBe(401);
  });

  it("requireAnonymous sends a signed-in user on, never off-site", async () => {
    expect(requireAnonymous(args(null, "http://localhost/auth"))).toBeUndefined();
    const onward = (await thrown(() =>
      requireAnonymous(args(member, "http://localhost/auth?redirectTo=/dashboard/profile")),
    )) as Response;
    expect(onward.headers.get("Location")).toBe("/dashboard/profile");
    const offsite = (await thrown(() =>
      requireAnonymous(args(member, "http://localhost/auth?redirectTo=//evil.example")),
    )) as Response;
    expect(offsite.headers.get("Location")).toBe("/dashboard/create");
  });
});
