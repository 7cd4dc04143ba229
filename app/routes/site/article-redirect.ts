import { redirect } from "react-router";
import type { Route } from "./+types/article-redirect";

/** Public: the other reading of the article address (decisions: "Routes") moves for good. */
export function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`/blog/${encodeURIComponent(params.slug)}${search}`, 301);
}
