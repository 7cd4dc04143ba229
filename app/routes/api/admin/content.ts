import { createContent as createContract } from "@domain/api/admin-content";
import { endpoint, serve } from "@server/http";
import { createContent, toAdminContentItem } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/**
 * POST /api/admin/content (admins only): checks the item with the shared schema and saves it;
 * 201 with the item and the "Content created" toast.
 */
const routes = serve(
  endpoint(createContract, async ({ user, body }) => {
    const item = toAdminContentItem(await createContent(user, body));
    return data(
      { item },
      {
        status: 201,
        headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:content.created" }) },
      },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
