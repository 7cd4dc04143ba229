import { linkSuggestions as suggestionsContract } from "@domain/api/links";
import { endpoint, serve } from "@server/http";
import { linkSuggestions } from "@server/library";

const routes = serve(
  /** Signed-in users, on their own posts (anyone else's is 404): links to and from the post. */
  endpoint(suggestionsContract, ({ user, params }) => linkSuggestions(user, params.id)),
);
export const loader = routes.loader;
export const action = routes.action;
