import { changeTier as changeContract } from "@domain/api/admin";
import { changeTier } from "@server/admin";
import { requestContext } from "@server/context";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/** POST /api/admin/users/{id}/tier { tier } (admins): sets the plan, recorded in the audit log. */
const routes = serve(
  endpoint(changeContract, async ({ user, params, body, args }) => {
    const { log } = args.context.get(requestContext);
    const change = await changeTier(user, params.id, body.tier, log);
    return data(change, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:users.tierChanged" }) },
    });
  }),
);
/** A GET is 405 in the one error shape (a link changes nothing). */
export const loader = routes.loader;
export const action = routes.action;
