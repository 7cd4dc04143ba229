import { saveSiteSettings } from "@domain/api/admin-site";
import { endpoint, serve } from "@server/http";
import { toAdminSiteSettings, updateSiteSettings } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/**
 * PUT /api/admin/site-settings saves the settings of the whole public site (the default video
 * of articles, issue 25). Admins only; anyone else, and a bad body, changes nothing.
 */
const routes = serve(
  endpoint(saveSiteSettings, async ({ user, body }) => {
    const settings = toAdminSiteSettings(await updateSiteSettings(user, body));
    const title = settings.defaultVideoUrl
      ? "admin:siteSettings.saved"
      : "admin:siteSettings.cleared";
    return data(
      { settings },
      { headers: { "Set-Cookie": flashToast({ kind: "success", title }) } },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
