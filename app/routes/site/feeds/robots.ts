import { siteOrigin } from "@server/site";
import type { Route } from "./+types/robots";
import { feedResponse } from "./feed.server";

/** Public: crawl everything public; not the workspace, sign-in or the APIs. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteOrigin(request);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /auth",
    "Disallow: /billing/",
    "Disallow: /preferences",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return feedResponse(body, "text/plain");
}
