import type { AdminSiteSettingsResponse } from "@domain/api/admin-site";
import { parseSiteSettings } from "@domain/site/admin-settings";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { toAdminSiteSettings, updateSiteSettings } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/site-settings";

/**
 * PUT /api/admin/site-settings saves the settings of the whole public site (the default video
 * of articles, issue 25). Admins only; anyone else, and a bad body, changes nothing.
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  if (args.request.method !== "PUT") throw new MethodNotAllowed(["PUT"]);
  const input = valueOrThrow(parseSiteSettings(await readBody(args.request)));
  const settings = toAdminSiteSettings(await updateSiteSettings(admin, input));
  const title = settings.defaultVideoUrl
    ? "admin:siteSettings.saved"
    : "admin:siteSettings.cleared";
  return data({ settings } satisfies AdminSiteSettingsResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", title }) },
  });
});
