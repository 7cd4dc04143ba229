import { requireAdmin } from "@server/auth";
import { pageRoute } from "@server/http";
import { lazy } from "react";
import { AdminPanel } from "~/components/dashboard/panels";
import { RouteErrorBoundary } from "~/components/errors/route-error-boundary";
import { screenTitle } from "../screen.server";
import { screenMeta } from "../screen-meta";
import type { Route } from "./+types/seo";
import { seoTab } from "./content.server";

// The panel is a chunk of its own, rendered in the browser only (AdminPanel): React Router
// downloads this module even for a non-admin's 403, never the panel.
const AdminSeoTab = lazy(() => import("~/components/admin/seo-tab"));

/** Admins only: every page's SEO settings, or the form (?edit=new, ?edit=<id>). */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  const admin = requireAdmin(args);
  return { title: screenTitle(args, "seo"), ...(await seoTab(args, admin)) };
});

export default function SeoScreen({ loaderData }: Route.ComponentProps) {
  const { title: _title, ...props } = loaderData;
  return (
    <AdminPanel>
      <AdminSeoTab {...props} />
    </AdminPanel>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary inline />;
}

export const meta = screenMeta;
