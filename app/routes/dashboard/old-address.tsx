import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { redirect } from "react-router";
import { tabFrom, tabHref } from "~/components/dashboard/tabs";
import type { Route } from "./+types/old-address";
import { profileAction } from "./profile.server";

/**
 * The dashboard's old addresses (docs/decisions/0024-route-map.md): `/dashboard`,
 * `/dashboard?tab=<screen>` and the spec's `/dashboard/{action}/{id}` showed the screen named by
 * ?tab= (Create when none or an unknown one). Signed-in users only: they go to that screen's own
 * address with the rest of the query kept (`/dashboard?tab=library&q=a` -> `/dashboard/library?q=a`),
 * so bookmarks, old links and the pricing links (`?upgrade=`) keep working.
 */
export const loader = pageRoute((args: Route.LoaderArgs) => {
  requireUser(args);
  const url = new URL(args.request.url);
  const tab = tabFrom(url.searchParams.get("tab"));
  url.searchParams.delete("tab");
  url.searchParams.delete("index");
  const search = url.searchParams.toString();
  return redirect(`${tabHref(tab)}${search ? `?${search}` : ""}`);
});

/**
 * Signed-in users only: the profile's writes, which a page loaded before the move still posts
 * here (`POST /dashboard?index`, or the `{action}/{id}` address): answered as the Profile route does.
 */
export const action = pageRoute((args: Route.ActionArgs) => profileAction(args));

/**
 * Never shown (the loader always redirects); with it, this is a page route, so a navigation in the
 * browser follows the redirect and a form posted here without script lands on the screen.
 */
export default function OldAddress() {
  return null;
}
