import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { Outlet } from "react-router";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import type { Route } from "./+types/layout";

/**
 * Admins only: every /dashboard/admin path passes through here. Anyone else signed in gets 403
 * and the boundary's "Access Denied", inside the dashboard; each screen's loader checks again,
 * since loaders run side by side.
 */
export const loader = pageRoute((args: Route.LoaderArgs) => {
  requireAdmin(args);
  return null;
});

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}
