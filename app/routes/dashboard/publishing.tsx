import { publishLimitsFor } from "@domain/plans";
import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { PublishingScreen } from "~/components/publishing/publishing-screen";
import type { Route } from "./+types/publishing";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/**
 * Signed-in users only: the Publishing screen (issue 31). Connections and publications are read
 * by the screen through the API (as Profile's webhooks), the plan's limits come from here.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "publishing"), limits: publishLimitsFor(user) };
});

export default function PublishingRoute({ loaderData }: Route.ComponentProps) {
  return <PublishingScreen limits={loaderData.limits} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
