import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { preloadAdminPanel, UsersPanel } from "~/components/admin/admin-ops-panels";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { screenTitle } from "../screen.server";
import { screenMeta } from "../screen-meta";
import type { Route } from "./+types/users";
import { usersTab } from "./ops.server";

// In the browser, an admin's page loads the screen's code before it renders (admin-ops-panels).
await preloadAdminPanel("users");

/** Admins only: a page of users for ?q=&page=, and a page of the audit log (?auditPage=). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const admin = requireAdmin(args);
  return { title: screenTitle(args, "users"), props: await usersTab(args, admin) };
});

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  return <UsersPanel {...loaderData.props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
