import type { AdminSeoResponse } from "@domain/api/admin-seo";
import type { DeletedResponse } from "@domain/api/post";
import { parseSeoEdit } from "@domain/site/admin-seo";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { deleteSeoSettings, toAdminSeoItem, updateSeoSettings } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/seo-item";

/**
 * PUT /api/admin/seo/{id} saves a page's settings (its page slug stays: the edit schema has
 * none); DELETE removes them. Admins only; anyone else changes nothing.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  const { id } = args.params;
  if (args.request.method === "PUT") {
    const input = valueOrThrow(parseSeoEdit(await readBody(args.request)));
    const item = toAdminSeoItem(await updateSeoSettings(admin, id, input));
    return data({ item } satisfies AdminSeoResponse, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.saved" }) },
    });
  }
  if (args.request.method === "DELETE") {
    await deleteSeoSettings(admin, id);
    return data({ deleted: true } satisfies DeletedResponse, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.deleted" }) },
    });
  }
  throw new MethodNotAllowed(["PUT", "DELETE"]);
});
