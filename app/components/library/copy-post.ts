import { readAnswer } from "@domain/api/errors";
import { postResponseSchema } from "@domain/api/post";
import { htmlToCopyText } from "@domain/text";
import { href } from "react-router";

/** The post's text as the user copies it (spec section 5), read from the server. */
export async function fetchCopyText(id: string): Promise<string> {
  const response = await fetch(href("/api/posts/:id", { id }), {
    headers: { accept: "application/json" },
    // A lapsed session answers 401: that is a failure here, not a post.
    redirect: "manual",
  });
  const answer = readAnswer(postResponseSchema, await response.json().catch(() => null));
  if (!response.ok || !answer.ok) throw new Error(`GET /api/posts/${id}: ${response.status}`);
  return htmlToCopyText(answer.value.content);
}
