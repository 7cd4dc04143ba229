import { deletePost as deleteContract, readPost } from "@domain/api/post";
import { sanitizeHtml } from "@domain/html/sanitize";
import { endpoint, serve } from "@server/http";
import { deletePost, getPost } from "@server/library";
import { data } from "react-router";
import { flashToast } from "~/lib/toast.server";

const routes = serve(
  /** One of the user's own posts as JSON, its body sanitised (Copy reads it); others' are 404. */
  endpoint(readPost, async ({ user, params }) => {
    const { userId: _owner, ...post } = await getPost(user, params.id);
    return {
      ...post,
      content: sanitizeHtml(post.content),
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    };
  }),
  /**
   * Deletes one of the user's own posts and leaves the "Post Deleted" toast for the next page;
   * someone else's is "not found".
   */
  endpoint(deleteContract, async ({ user, params }) => {
    await deletePost(user, params.id);
    return data(
      { deleted: true as const },
      {
        headers: {
          "Set-Cookie": flashToast({
            kind: "success",
            title: "library:delete.done",
            description: "library:delete.doneDescription",
          }),
        },
      },
    );
  }),
);
export const loader = routes.loader;
export const action = routes.action;
