import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { href, redirect } from "react-router";
import type { Route } from "./+types/index";

/** Admins only: /dashboard/admin opens the Overview. */
export const loader = pageRoute((args: Route.LoaderArgs) => {
  requireAdmin(args);
  return redirect(href("/dashboard/admin/overview"));
});

/** Never shown (the loader redirects); a page route, so a non-admin sees the layout's 403 page. */
export default function AdminIndex() {
  return null;
}
