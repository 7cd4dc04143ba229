import { parsePage } from "@domain/admin";
import { listMessages } from "@domain/api/admin";
import { messagePage, toContactMessage } from "@server/admin";
import { endpoint, serve } from "@server/http";

/** GET /api/admin/messages?page= (admins): contact messages, newest first. */
const routes = serve(
  endpoint(listMessages, async ({ query }) => {
    const page = await messagePage(parsePage(query));
    return { ...page, messages: page.messages.map(toContactMessage) };
  }),
);
export const loader = routes.loader;
export const action = routes.action;
