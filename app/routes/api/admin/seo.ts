import type { AdminSeoResponse } from "@domain/api/admin-seo";
import { parseSeoCreate } from "@domain/site/admin-seo";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { createSeoSettings, toAdminSeoItem } from "@server/site";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/seo";

/** POST /api/admin/seo (admins only): a page's SEO settings, checked with the shared schema. */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const admin = requireAdmin(args);
  if (args.request.method !== "POST") throw new MethodNotAllowed(["POST"]);
  const input = valueOrThrow(parseSeoCreate(await readBody(args.request)));
  const item = toAdminSeoItem(await createSeoSettings(admin, input));
  return data({ item } satisfies AdminSeoResponse, {
    status: 201,
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:seo.created" }) },
  });
});
