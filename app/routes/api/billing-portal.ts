import { openBillingPortal, revisitBillingPortal } from "@domain/api/billing";
import { billingPortalUrl } from "@server/billing";
import { endpoint, serve } from "@server/http";
import { siteOrigin } from "@server/site";
import { redirect } from "react-router";

const routes = serve(
  /** A reloaded portal address: back to the profile, where Manage billing is. */
  endpoint(revisitBillingPortal, () => redirect("/dashboard?tab=profile")),
  /**
   * Manage billing's plain form (signed-in users with a provider customer; a visitor goes to
   * sign in): the provider's billing portal, which comes back to the profile.
   */
  endpoint(openBillingPortal, async ({ user, request }) => {
    // APP_URL, never the request's host (behind a proxy, whatever X-Forwarded-Host said).
    const origin = siteOrigin(request);
    return redirect(await billingPortalUrl(user, `${origin}/dashboard?tab=profile`));
  }),
);
export const loader = routes.loader;
export const action = routes.action;
