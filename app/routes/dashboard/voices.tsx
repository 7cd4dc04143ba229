import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { VoicesTab } from "~/components/voices/voices-tab";
import type { Route } from "./+types/voices";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";
import { voicesTab } from "./voices.server";

/** Signed-in users only: their brand voices (issue 29). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "voices"), ...(await voicesTab(args, user)) };
});

export default function VoicesScreen({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return <VoicesTab {...props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
