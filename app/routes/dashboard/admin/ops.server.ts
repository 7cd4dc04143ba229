/**
 * The admin Overview, Messages and Users screens' data (issue 14), read by their loaders after
 * `requireAdmin`. A tab whose data cannot be read says so (spec section 8: "Failed to load
 * contact submissions", "Failed to load users") and the failure is logged with the request's id.
 */
import type { OverviewData } from "@domain/admin";
import { parsePage, parseUserQuery } from "@domain/admin";
import type { SessionUser } from "@domain/auth";
import {
  auditPage,
  messagePage,
  overview,
  searchUsers,
  toAdminUser,
  toAuditEntry,
  toContactMessage,
} from "@server/admin";
import { type ScreenArgs as Args, orFailed } from "../screen.server";

const paging = (page: { total: number; page: number; pageCount: number }) => ({
  total: page.total,
  page: page.page,
  pageCount: page.pageCount,
});

/** The Overview's figures. */
export function overviewTab(args: Args) {
  return orFailed(
    args,
    "admin: the overview",
    async (): Promise<{ data: OverviewData }> => ({
      data: await overview(),
    }),
  );
}

/** A page of contact messages (`?page=`). */
export function messagesTab(args: Args) {
  const page = parsePage(new URL(args.request.url).searchParams);
  return orFailed(args, "admin: contact messages", async () => {
    const result = await messagePage(page);
    return {
      messages: result.messages.map(toContactMessage),
      unread: result.unread,
      ...paging(result),
    };
  });
}

/** A page of users for `?q=&page=`, and a page of the audit log (`?auditPage=`). */
export async function usersTab(args: Args, admin: SessionUser) {
  const params = new URL(args.request.url).searchParams;
  const query = parseUserQuery(params);
  const [users, audit] = await Promise.all([
    orFailed(args, "admin: users", async () => {
      const result = await searchUsers(query);
      return { users: result.users.map(toAdminUser), ...paging(result) };
    }),
    orFailed(args, "admin: the audit log", async () => {
      const result = await auditPage(parsePage(params, "auditPage"));
      return { entries: result.entries.map(toAuditEntry), ...paging(result) };
    }),
  ]);
  return {
    query,
    users,
    audit,
    me: { id: admin.id, isSuperAdmin: admin.isSuperAdmin },
  };
}
