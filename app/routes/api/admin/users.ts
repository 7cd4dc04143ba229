import { parseUserQuery } from "@domain/admin";
import { listUsers } from "@domain/api/admin";
import { searchUsers, toAdminUser } from "@server/admin";
import { endpoint, serve } from "@server/http";

/** GET /api/admin/users?q=&page= (admins): users whose e-mail or name contains q, a page at a time. */
const routes = serve(
  endpoint(listUsers, async ({ query }) => {
    const page = await searchUsers(parseUserQuery(query));
    return { ...page, users: page.users.map(toAdminUser) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
