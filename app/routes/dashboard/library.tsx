import { nextDeletionFor } from "@domain/usage";
import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { LibraryTab } from "~/components/library/library-tab";
import type { Route } from "./+types/library";
import { libraryTab } from "./library.server";
import { screenTitle } from "./screen.server";
import { screenMeta } from "./screen-meta";

/** Signed-in users only: their posts for ?q=&type=&sort=&page=. */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return {
    title: screenTitle(args, "library"),
    ...(await libraryTab(args, user)),
    nextDeletion: nextDeletionFor(user, new Date())?.toISOString() ?? null,
  };
});

export default function LibraryScreen({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return <LibraryTab {...props} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
