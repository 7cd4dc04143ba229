import { parsePage } from "@domain/admin";
import type { MessageListResponse } from "@domain/api/admin";
import { messagePage, toContactMessage } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { apiRoute } from "@server/http";
import type { Route } from "./+types/messages";

/** GET /api/admin/messages?page= (admins): contact messages, newest first. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  const page = await messagePage(parsePage(new URL(args.request.url).searchParams));
  return { ...page, messages: page.messages.map(toContactMessage) } satisfies MessageListResponse;
});
