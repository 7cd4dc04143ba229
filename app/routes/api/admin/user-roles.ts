import { changeRole as changeContract } from "@domain/api/admin";
import { changeRole } from "@server/admin";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/**
 * POST /api/admin/users/{id}/roles { role, grant, confirm? } (super_admins only, decisions
 * "Sign-in"): 409 LAST_SUPER_ADMIN for the last one, 409 CONFIRM_REQUIRED for one's own role
 * without `confirm`.
 */
const routes = serve(
  endpoint(changeContract, async ({ user, params, body, args }) => {
    const { log } = args.context.get(requestContext);
    const outcome = await changeRole(user, params.id, body, log);
    return data(outcome, {
      headers: outcome.changed
        ? { "Set-Cookie": flashToast({ kind: "success", title: "admin:users.rolesChanged" }) }
        : {},
    });
  }),
);
/** A GET is 405 in the one error shape (a link changes nothing). */
export const loader = routes.loader;
export const action = routes.action;
