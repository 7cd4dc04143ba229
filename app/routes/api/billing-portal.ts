import { requireUser } from "@server/auth";
import { billingPortalUrl } from "@server/billing";
import { siteOrigin } from "@server/cms";
import { MethodNotAllowed } from "@server/errors";
import { pageRoute } from "@server/http";
import { redirect } from "react-router";
import type { Route } from "./+types/billing-portal";

/** POST /billing/portal (signed-in users with a customer): the provider's billing portal. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  // APP_URL, never the request's host (behind a proxy, whatever X-Forwarded-Host said).
  const origin = siteOrigin(args.request);
  return redirect(await billingPortalUrl(user, `${origin}/dashboard/profile`));
});

export function loader() {
  return redirect("/dashboard/profile");
}
