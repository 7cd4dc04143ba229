import { listPublications } from "@domain/api/publishing";
import { endpoint, serve } from "@server/http";
import { listPublications as list } from "@server/publishing";

const routes = serve(
  /** The user's publications across their posts: scheduled first, then newest. */
  endpoint(listPublications, async ({ user }) => ({ publications: await list(user) })),
);
export const loader = routes.loader;
export const action = routes.action;
