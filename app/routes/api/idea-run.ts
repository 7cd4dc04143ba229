import type { IdeaRunResponse } from "@domain/api/ideas";
import { requireUser } from "@server/auth";
import { apiRoute } from "@server/http";
import { ideaRunFor } from "@server/ideas";
import type { Route } from "./+types/idea-run";

/** GET /api/ideas/runs/{id} (signed-in users): one of the user's own runs, with its ideas once done. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  return { run: await ideaRunFor(user, args.params.id) } satisfies IdeaRunResponse;
});
