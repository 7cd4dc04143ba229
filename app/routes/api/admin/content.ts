import type { AdminContentResponse } from "@domain/api/admin-content";
import { parseContentForm } from "@domain/site/admin-content";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { createContent, toAdminContentItem } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/content";

/**
 * POST /api/admin/content (admins only): checks the item with the shared schema and saves it;
 * 201 with the item and the "Content created" toast.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const input = valueOrThrow(parseContentForm(await readBody(args.request)));
  const item = toAdminContentItem(await createContent(admin, input));
  return data({ item } satisfies AdminContentResponse, {
    status: 201,
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.created" }) },
  });
});
