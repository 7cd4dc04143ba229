import { deleteContent as deleteContract, saveContent } from "@domain/api/admin-content";
import { endpoint, serve } from "@server/http";
import { deleteContent, toAdminContentItem, updateContent } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/** Admins only; anyone else changes nothing. */
const routes = serve(
  /** PUT /api/admin/content/{id} saves an item (checked with the shared schema). */
  endpoint(saveContent, async ({ user, params, body }) => {
    const item = toAdminContentItem(await updateContent(user, params.id, body));
    return data(
      { item },
      {
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.saved" }) },
      },
    );
  }),
  /** DELETE /api/admin/content/{id} removes it. */
  endpoint(deleteContract, async ({ user, params }) => {
    await deleteContent(user, params.id);
    return data(
      { deleted: true as const },
      {
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.deleted" }) },
      },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
