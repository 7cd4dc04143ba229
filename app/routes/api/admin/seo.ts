import { createSeo } from "@domain/api/admin-seo";
import { endpoint, serve } from "@server/http";
import { createSeoSettings, toAdminSeoItem } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/** POST /api/admin/seo (admins only): a page's SEO settings, checked with the shared schema. */
const routes = serve(
  endpoint(createSeo, async ({ user, body }) => {
    const item = toAdminSeoItem(await createSeoSettings(user, body));
    return data(
      { item },
      {
        status: 201,
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.created" }) },
      },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
