import { parseTierChange } from "@domain/admin";
import type { TierChangeResponse } from "@domain/api/admin";
import { changeTier } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { requestContext } from "@server/context";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/user-tier";

export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  throw new MethodNotAllowed(["POST"]);
});

/** POST /api/admin/users/{id}/tier { tier } (admins): sets the plan, recorded in the audit log. */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const { tier } = valueOrThrow(parseTierChange(await readBody(args.request)));
  const { log } = args.context.get(requestContext);
  const change = await changeTier(admin, args.params.id, tier, log);
  return data(change satisfies TierChangeResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:users.tierChanged" }) },
  });
});
