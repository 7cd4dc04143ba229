import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { OverviewPanel, preloadAdminPanel } from "~/components/admin/admin-ops-panels";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { screenTitle } from "../screen.server";
import { screenMeta } from "../screen-meta";
import type { Route } from "./+types/overview";
import { overviewTab } from "./ops.server";

// In the browser, an admin's page loads the screen's code before it renders (admin-ops-panels).
await preloadAdminPanel("overview");

/** Admins only: the site's figures. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return { title: screenTitle(args, "overview"), props: await overviewTab(args) };
});

export default function OverviewScreen({ loaderData }: Route.ComponentProps) {
  return <OverviewPanel {...loaderData.props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
