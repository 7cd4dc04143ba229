import { safeRedirect } from "@domain/safe-redirect";
import { type RouterContextProvider, redirect } from "react-router";
import { requestContext } from "../context";
import { Forbidden, Unauthenticated } from "../errors";
import type { SessionUser } from "./session";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The signed-in user, or null for a visitor. */
export function currentUser({ context }: Pick<Args, "context">): SessionUser | null {
  return context.get(requestContext).user;
}

/**
 * Signed-in users only: on a page, others go to /auth, which brings them back here afterwards;
 * an API (/api/...) answers 401 instead, since a script cannot follow a sign-in page.
 */
export function requireUser({ request, context }: Args): SessionUser {
  const user = currentUser({ context });
  if (user) return user;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/")) throw new Unauthenticated();
  const back = safeRedirect(url.pathname + url.search, "/dashboard/create");
  throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
}

/** Admins only: a signed-in user without the role gets 403 (Forbidden) and no data. */
export function requireAdmin(args: Args): SessionUser {
  const user = requireUser(args);
  if (!user.isAdmin) throw new Forbidden();
  return user;
}

/** Super admins only (granting and revoking roles): anyone else signed in gets 403. */
export function requireSuperAdmin(args: Args): SessionUser {
  const user = requireUser(args);
  if (!user.isSuperAdmin) throw new Forbidden();
  return user;
}

/** Visitors only (the sign-in page): a signed-in user goes on to where they were going. */
export function requireAnonymous({ request, context }: Args): void {
  if (!currentUser({ context })) return;
  const target = new URL(request.url).searchParams.get("redirectTo");
  throw redirect(safeRedirect(target, "/dashboard/create"));
}
