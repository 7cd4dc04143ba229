import { bookmarkIdea, deleteIdea as deleteContract } from "@domain/api/ideas";
import { endpoint, serve } from "@server/http";
import { deleteIdea, setBookmark } from "@server/ideas";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

/**
 * Elite and admin only (403 "Premium Feature" for anyone else, 404 for someone else's idea):
 * nothing is stored otherwise.
 */
const routes = serve(
  /** `{ bookmarked }`: bookmarks the idea or takes its bookmark off. */
  endpoint(bookmarkIdea, async ({ user, params, body }) => ({
    idea: await setBookmark(user, params.id, body.bookmarked),
  })),
  /** Deletes the idea and leaves the "Idea deleted" toast. */
  endpoint(deleteContract, async ({ user, params }) => {
    await deleteIdea(user, params.id);
    return data(
      { deleted: true as const },
      { headers: { "Set-Cookie": flashToast({ kind: "success", title: "ideas:saved.deleted" }) } },
    );
  }),
);
export const action = routes.action;
export const loader = routes.loader;
