import { requireUser } from "@server/auth";
import { pageRoute } from "@server/http";
import { redirect } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/return";

/**
 * GET /billing/return?status=success|cancelled: where the provider's checkout sends the user
 * back. The plan itself changes when the provider's webhook arrives; `billing=pending` makes the
 * dashboard look again until it has.
 */
export const loader = pageRoute(async (args: Route.LoaderArgs) => {
  requireUser(args);
  const success = new URL(args.request.url).searchParams.get("status") === "success";
  const toast = success
    ? {
        kind: "success" as const,
        title: "account:billing.checkoutSuccess",
        description: "account:billing.checkoutSuccessDescription",
      }
    : {
        kind: "success" as const,
        title: "account:billing.checkoutCancelled",
        description: "account:billing.checkoutCancelledDescription",
      };
  return redirect(success ? "/dashboard/create?billing=pending" : "/dashboard/create", {
    headers: { "Set-Cookie": flashToast(toast) },
  });
});
