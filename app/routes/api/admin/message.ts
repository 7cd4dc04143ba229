import { deleteMessage as deleteContract, markMessage, readMessage } from "@domain/api/admin";
import { deleteMessage, getMessage, setMessageRead, toContactMessage } from "@server/admin";
import { endpoint, serve } from "@server/http";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /** GET /api/admin/messages/{id} (admins): the message. */
  endpoint(readMessage, async ({ params }) => ({
    message: toContactMessage(await getMessage(params.id)),
  })),
  /** PATCH { read } (admins) marks it read (opening it in the tab) or unread. */
  endpoint(markMessage, async ({ params, body }) => ({
    message: toContactMessage(await setMessageRead(params.id, body.read)),
  })),
  /** DELETE (admins) removes it, with the "Message deleted" toast. */
  endpoint(deleteContract, async ({ params }) => {
    await deleteMessage(params.id);
    return data(
      { deleted: true as const },
      {
        headers: {
          "Set-Cookie": flashToast({ kind: "success", title: "admin:messages.deleted" }),
        },
      },
    );
  }),
);
export const loader = routes.loader;
export const action = routes.action;
