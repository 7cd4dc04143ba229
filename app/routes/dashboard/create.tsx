import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { CreateTab } from "~/components/dashboard/create-tab";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import type { Route } from "./+types/create";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/** Signed-in users only: the Create screen (its form and generation run in the browser). */
export const loader = pageRoute((args: Route.LoaderArgs) => {
  requireUser(args);
  return { title: screenTitle(args, "create") };
});

export default function CreateScreen() {
  return <CreateTab />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
