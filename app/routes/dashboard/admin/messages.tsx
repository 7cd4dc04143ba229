import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { MessagesPanel, preloadAdminPanel } from "~/components/admin/admin-ops-panels";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { screenTitle } from "../screen.server";
import { screenMeta } from "../screen-meta";
import type { Route } from "./+types/messages";
import { messagesTab } from "./ops.server";

// In the browser, an admin's page loads the screen's code before it renders (admin-ops-panels).
await preloadAdminPanel("messages");

/** Admins only: a page of contact messages (?page=). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return { title: screenTitle(args, "messages"), props: await messagesTab(args) };
});

export default function MessagesScreen({ loaderData }: Route.ComponentProps) {
  return <MessagesPanel {...loaderData.props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
