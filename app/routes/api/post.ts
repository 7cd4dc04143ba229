import { deletePost as deleteContract, readPost } from "@domain/api/post";
import { updatePost as updateContract } from "@domain/api/posts";
import { sanitizeHtml } from "@domain/html/sanitize";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "@domain/keywords";
import { postEditSchema } from "@domain/post-edit";
import { InvalidInput } from "@server/errors";
import { endpoint, serve } from "@server/http";
import { deletePost, getPost, updatePost } from "@server/library";
import { voiceChoice } from "@server/voices";
import { data } from "react-router";
import type { z } from "zod";
import { flashToast } from "~/lib/toast.server";

type StoredPost = Awaited<ReturnType<typeof getPost>>;

/** A stored post as the API answers it: every field but its owner, the body sanitised. */
function postAnswer({ userId: _owner, ...post }: StoredPost) {
  return {
    ...post,
    content: sanitizeHtml(post.content),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** The editor's refusal of an edit (its messages are the editor namespace's), with its field. */
function editProblem(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.findLast((part) => typeof part === "string");
  return {
    title: "editor:saveFailed.title",
    message: `editor:${issue?.message ?? "errors.invalid"}`,
    ...(typeof field === "string" ? { field } : {}),
    params: { maxKeywords: MAX_KEYWORDS, maxKeywordLength: MAX_KEYWORD_LENGTH },
  };
}

const routes = serve(
  /** One of the user's own posts as JSON, its body sanitised (Copy reads it); others' are 404. */
  endpoint(readPost, async ({ user, params }) => postAnswer(await getPost(user, params.id))),
  /**
   * The editor's save for programs (issue 30): the fields sent over the stored ones, checked by
   * the editor's schema (its messages in the editor namespace), saved as the editor saves (the
   * report made again, a version recorded, a stale `version` refused). Others' posts are 404.
   */
  endpoint(updateContract, async ({ user, params, body }) => {
    const stored = await getPost(user, params.id);
    const parsed = postEditSchema.safeParse({
      title: body.title ?? stored.title,
      topic: body.topic === undefined ? (stored.topic ?? "") : (body.topic ?? ""),
      description:
        body.description === undefined ? (stored.description ?? "") : (body.description ?? ""),
      keywords: (body.keywords ?? stored.keywords).join(", "),
      tone: body.tone === undefined ? (stored.tone ?? "") : (body.tone ?? ""),
      audience: body.audience === undefined ? (stored.audience ?? "") : (body.audience ?? ""),
      content: body.content ?? stored.content,
      metaDescription:
        body.metaDescription === undefined ? undefined : (body.metaDescription ?? ""),
      voiceId: body.voiceId,
      version: body.version,
    });
    if (!parsed.success) throw new InvalidInput(editProblem(parsed.error));
    const voice = await voiceChoice(user, parsed.data.voiceId);
    return postAnswer(await updatePost(user, params.id, parsed.data, voice));
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
