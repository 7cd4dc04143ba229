/**
 * The admin Content and SEO tabs' data (issue 14). The loader of dashboard/home.tsx has already
 * called `requireAdmin`; the server module checks the role again. A list that cannot be read
 * says so (spec section 8: "Failed to fetch content", "Failed to load SEO settings") and the
 * failure is logged with the request's id.
 */

import type { AdminContentItem, AdminContentRow } from "@domain/api/admin-content";
import type { AdminSeoItem } from "@domain/api/admin-seo";
import type { SessionUser } from "@domain/auth";
import { parseAdminContentQuery } from "@domain/site/admin-content";
import { requestContext } from "@server/context";
import {
  type ContentListItem,
  getContentForAdmin,
  getSiteSettings,
  listContentForAdmin,
  listSeoSettings,
  toAdminContentItem,
  toAdminSeoItem,
  toAdminSiteSettings,
} from "@server/site";
import type { RouterContextProvider } from "react-router";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

async function orFailed<T>(args: Args, what: string, read: () => Promise<T>) {
  try {
    return { ...(await read()), loadFailed: false as const };
  } catch (error) {
    args.context.get(requestContext).log.error({ err: error }, `${what} could not be read`);
    return { loadFailed: true as const };
  }
}

const listRow = (item: ContentListItem): AdminContentRow => ({
  ...item,
  contentType: item.contentType as AdminContentItem["contentType"],
  status: item.status as AdminContentItem["status"],
  publishedAt: item.publishedAt?.toISOString() ?? null,
  updatedAt: item.updatedAt.toISOString(),
});

/**
 * `?tab=content`: one page of the list for `?q=&type=&status=&page=` and the site-wide default
 * video (either may fail apart and say so); with `?edit=new` the empty form, with `?edit=<id>`
 * that item in the form (an unknown id is the 404 of the boundary).
 */
export async function contentTab(args: Args, admin: SessionUser) {
  const search = new URL(args.request.url).searchParams;
  const edit = search.get("edit");
  if (edit === "new") return { editing: { item: null } };
  if (edit) {
    return { editing: { item: toAdminContentItem(await getContentForAdmin(admin, edit)) } };
  }
  const query = parseAdminContentQuery(search);
  const [list, siteSettings] = await Promise.all([
    orFailed(args, "admin content: the list", async () => {
      const page = await listContentForAdmin(admin, query);
      return { ...page, items: page.items.map(listRow) };
    }),
    orFailed(args, "admin content: the site settings", async () => ({
      settings: toAdminSiteSettings(await getSiteSettings()),
    })),
  ]);
  return { editing: null, query, list, siteSettings };
}

/** `?tab=seo`: every page's settings by slug; `?edit=new` or `?edit=<id>` opens the form. */
export async function seoTab(args: Args, admin: SessionUser) {
  const edit = new URL(args.request.url).searchParams.get("edit");
  const list = await orFailed(args, "admin SEO settings", async () => ({
    items: (await listSeoSettings(admin)).map(toAdminSeoItem),
  }));
  const found = list.loadFailed ? undefined : list.items.find((item) => item.id === edit);
  // An id that is gone (deleted meanwhile) shows the list.
  const editing: { item: AdminSeoItem | null } | null =
    edit === "new" ? { item: null } : found ? { item: found } : null;
  return { list, editing };
}
