import { grantCredits } from "@domain/api/admin";
import { addCredits } from "@server/admin";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/**
 * POST /api/admin/users/{id}/credits { credits, reason } (admins): lowers this month's used
 * count by `credits` (decisions "Plans and quotas"), recorded in the audit log with the reason.
 */
const routes = serve(
  endpoint(grantCredits, async ({ user, params, body, args }) => {
    const { log } = args.context.get(requestContext);
    const change = await addCredits(user, params.id, body, log);
    return data(change, {
      headers: {
        "Set-Cookie": flashToast({ kind: "success", title: "admin:users.creditsAdded" }),
      },
    });
  }),
);
/** A GET is 405 in the one error shape (a link changes nothing). */
export const loader = routes.loader;
export const action = routes.action;
