import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { IdeasTab } from "~/components/ideas/ideas-tab";
import type { Route } from "./+types/ideas";
import { ideasTab } from "./ideas.server";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/** Signed-in users only: the Idea Lab, and Saved Ideas (?view=saved) for elite and admin. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { title: screenTitle(args, "ideas"), ...(await ideasTab(args, user)) };
});

export default function IdeasScreen({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return <IdeasTab {...props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
