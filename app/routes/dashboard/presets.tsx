import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { PresetsTab } from "~/components/presets/presets-tab";
import type { Route } from "./+types/presets";
import { presetsTab } from "./presets.server";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/** Signed-in users only: their presets. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "presets"), ...(await presetsTab(args, user)) };
});

export default function PresetsScreen({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return <PresetsTab {...props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
