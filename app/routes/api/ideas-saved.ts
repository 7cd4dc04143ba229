import { listSavedIdeas } from "@domain/api/ideas";
import { parseSavedQuery } from "@domain/ideas";
import { endpoint, serve } from "@server/http";
import { savedIdeas } from "@server/ideas";

/**
 * `?q=&platform=` (elite and admin; 403 "Premium Feature" for anyone else): the user's
 * bookmarked ideas, newest first.
 */
const routes = serve(
  endpoint(listSavedIdeas, async ({ user, query }) => ({
    ideas: await savedIdeas(user, parseSavedQuery(query)),
  })),
);
export const loader = routes.loader;
export const action = routes.action;
