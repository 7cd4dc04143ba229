import type { DeletedResponse, PostResponse } from "@domain/api/post";
import { sanitizeHtml } from "@domain/html/sanitize";
import { requireUser } from "@server/auth";
import { MethodNotAllowed } from "@server/errors";
import { apiRoute } from "@server/http";
import { deletePost, getPost } from "@server/library";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";
import type { Route } from "./+types/post";

/** GET /api/posts/{id} (its owner only): the post as JSON, its body sanitised (Copy reads it). */
export const loader = apiRoute(async (args: Route.LoaderArgs) => {
  const user = requireUser(args);
  const { userId: _owner, ...post } = await getPost(user, args.params.id);
  return {
    ...post,
    content: sanitizeHtml(post.content),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  } satisfies PostResponse;
});

/**
 * DELETE /api/posts/{id} (its owner only): deletes the post and leaves the "Post Deleted" toast
 * for the next page; someone else's is "not found".
 */
export const action = apiRoute(async (args: Route.ActionArgs) => {
  const user = requireUser(args);
  if (args.request.method !== "DELETE") throw new MethodNotAllowed(["GET", "DELETE"]);
  await deletePost(user, args.params.id);
  return data({ deleted: true } satisfies DeletedResponse, {
    headers: {
      "Set-Cookie": flashToast({
        kind: "success",
        title: "library:delete.done",
        description: "library:delete.doneDescription",
      }),
    },
  });
});
