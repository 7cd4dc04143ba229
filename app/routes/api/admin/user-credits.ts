import { parseCreditGrant } from "@domain/admin";
import type { CreditGrantResponse } from "@domain/api/admin";
import { addCredits } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { requestContext } from "@server/context";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/user-credits";

export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  throw new MethodNotAllowed(["POST"]);
});

/**
 * POST /api/admin/users/{id}/credits { credits, reason } (admins): lowers this month's used
 * count by `credits` (decisions "Plans and quotas"), recorded in the audit log with the reason.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const grant = valueOrThrow(parseCreditGrant(await readBody(args.request)));
  const { log } = args.context.get(requestContext);
  const change = await addCredits(admin, args.params.id, grant, log);
  return data(change satisfies CreditGrantResponse, {
    headers: {
      "Set-Cookie": flashToast({ kind: "success", title: "admin:users.creditsAdded" }),
    },
  });
});
