import { deleteSeo, saveSeo } from "@domain/api/admin-seo";
import { endpoint, serve } from "@server/http";
import { deleteSeoSettings, toAdminSeoItem, updateSeoSettings } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/** Admins only; anyone else changes nothing. */
const routes = serve(
  /**
   * PUT /api/admin/seo/{id} saves a page's settings (its page slug stays: the edit schema has
   * none).
   */
  endpoint(saveSeo, async ({ user, params, body }) => {
    const item = toAdminSeoItem(await updateSeoSettings(user, params.id, body));
    return data(
      { item },
      { headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.saved" }) } },
    );
  }),
  /** DELETE /api/admin/seo/{id} removes them. */
  endpoint(deleteSeo, async ({ user, params }) => {
    await deleteSeoSettings(user, params.id);
    return data(
      { deleted: true as const },
      { headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.deleted" }) } },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
