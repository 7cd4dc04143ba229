import { parseUserQuery } from "@domain/admin";
import type { UserListResponse } from "@domain/api/admin";
import { searchUsers, toAdminUser } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/users";

/** GET /api/admin/users?q=&page= (admins): users whose e-mail or name contains q, a page at a time. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const page = await searchUsers(parseUserQuery(new URL(args.request.url).searchParams));
  return { ...page, users: page.users.map(toAdminUser) } satisfies UserListResponse;
});
