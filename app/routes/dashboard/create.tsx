import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { CreateTab } from "~/components/dashboard/create-tab";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import type { Route } from "./+types/create";
import { createTab } from "./create.server";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/**
 * Signed-in users only: the Create screen (its form and generation run in the browser), the
 * user's research sources and learned voices.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "create"), ...(await createTab(args, user)) };
});

export default function CreateScreen({ loaderData }: Route.ComponentProps) {
  return (
    <CreateTab
      sources={loaderData.sources}
      sourcesFailed={loaderData.sourcesFailed}
      voices={loaderData.voices}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
