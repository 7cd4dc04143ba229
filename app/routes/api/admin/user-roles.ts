import { parseRoleChange } from "@domain/admin";
import type { RoleChangeResponse } from "@domain/api/admin";
import { changeRole } from "@server/admin";
import { requireSuperAdmin } from "@server/auth";
import { requestContext } from "@server/context";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/user-roles";

export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireSuperAdmin(args);
  throw new MethodNotAllowed(["POST"]);
});

/**
 * POST /api/admin/users/{id}/roles { role, grant, confirm? } (super_admins only, decisions
 * "Sign-in"): 409 LAST_SUPER_ADMIN for the last one, 409 CONFIRM_REQUIRED for one's own role
 * without `confirm`.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const actor = requireSuperAdmin(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const change = valueOrThrow(parseRoleChange(await readBody(args.request)));
  const { log } = args.context.get(requestContext);
  const outcome = await changeRole(actor, args.params.id, change, log);
  return data(outcome satisfies RoleChangeResponse, {
    headers: outcome.changed
      ? { "Set-Cookie": flashToast({ kind: "success", title: "admin:users.rolesChanged" }) }
      : {},
  });
});
