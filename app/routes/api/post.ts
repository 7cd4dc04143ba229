import { sanitizeHtml } from "@domain/html/sanitize";
import { requireUser } from "@server/auth";
import { NotFound } from "@server/errors";
import { deletePost, getPost } from "@server/library";
import { data } from "react-router";
import type { Route } from "./+types/post";

const notFound = () => data({ error: "Blog post not found" }, { status: 404 });

/** GET /api/posts/{id} (its owner only): the post as JSON, its body sanitised (Copy reads it). */
export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  try {
    const { userId: _owner, ...post } = await getPost(user, args.params.id);
    return { ...post, content: sanitizeHtml(post.content) };
  } catch (error) {
    if (error instanceof NotFound) return notFound();
    throw error;
  }
}

/** DELETE /api/posts/{id} (its owner only): deletes the post; someone else's is "not found". */
export async function action(args: Route.ActionArgs) {
  const user = requireUser(args);
  if (args.request.method !== "DELETE")
    return data(
      { error: "Method not allowed" },
      { status: 405, headers: { Allow: "GET, DELETE" } },
    );
  try {
    await deletePost(user, args.params.id);
    return { deleted: true };
  } catch (error) {
    if (error instanceof NotFound) return notFound();
    throw error;
  }
}
