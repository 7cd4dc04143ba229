import { parseMessageRead } from "@domain/admin";
import type { MessageResponse } from "@domain/api/admin";
import type { DeletedResponse } from "@domain/api/post";
import { deleteMessage, getMessage, setMessageRead, toContactMessage } from "@server/admin";
import { requireAdmin } from "@server/auth";
import { MethodNotAllowed, valueOrThrow } from "@server/errors";
import { apiRoute, readBody } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/message";

/** GET /api/admin/messages/{id} (admins): the message. */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  requireAdmin(args);
  return { message: toContactMessage(await getMessage(args.params.id)) } satisfies MessageResponse;
});

/** PATCH { read } marks it read (opening it in the tab) or unread; DELETE removes it (admins). */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  requireAdmin(args);
  const { method } = args.request;
  if (method === "PATCH") {
    const { read } = valueOrThrow(parseMessageRead(await readBody(args.request)));
    return {
      message: toContactMessage(await setMessageRead(args.params.id, read)),
    } satisfies MessageResponse;
  }
  if (method !== "DELETE") throw new MethodNotAllowed(["GET", "PATCH", "DELETE"]);
  await deleteMessage(args.params.id);
  return data({ deleted: true } satisfies DeletedResponse, {
    headers: { "Set-Cookie": flashToast({ kind: "success", title: "admin:messages.deleted" }) },
  });
});
