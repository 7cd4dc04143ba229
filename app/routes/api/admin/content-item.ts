import type { AdminContentResponse } from "@domain/api/admin-content";
import type { DeletedResponse } from "@domain/api/post";
import { parseContentForm } from "@domain/site/admin-content";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { deleteContent, toAdminContentItem, updateContent } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/content-item";

/**
 * PUT /api/admin/content/{id} saves an item (checked with the shared schema); DELETE removes it.
 * Admins only; anyone else changes nothing.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  const { id } = args.params;
  if (args.request.method === "PUT") {
    const input = valueOrThrow(parseContentForm(await readBody(args.request)));
    const item = toAdminContentItem(await updateContent(admin, id, input));
    return data({ item } satisfies AdminContentResponse, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.saved" }) },
    });
  }
  if (args.request.method === "DELETE") {
    await deleteContent(admin, id);
    return data({ deleted: true } satisfies DeletedResponse, {
      headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.deleted" }) },
    });
  }
  throw new MethodNotAllowed(["PUT", "DELETE"]);
});
