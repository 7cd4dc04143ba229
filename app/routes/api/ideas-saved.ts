import type { SavedIdeasResponse } from "@domain/api/ideas";
import { parseSavedQuery } from "@domain/ideas";
import { requireUser } from "@server/auth";
import { apiRoute } from "@server/http";
import { savedIdeas } from "@server/ideas";
import type { Route } from "./+types/ideas-saved";

/**
 * GET /api/ideas/saved?q=&platform= (elite and admin; 403 "Premium Feature" for anyone else):
 * the user's bookmarked ideas, newest first.
 */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const query = parseSavedQuery(new URL(args.request.url).searchParams);
  return { ideas: await savedIdeas(user, query) } satisfies SavedIdeasResponse;
});
