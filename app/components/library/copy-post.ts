import { readPost } from "@domain/api/post";
import { htmlToCopyText } from "@domain/text";
import { callApi } from "~/lib/use-api";

/** The post's text as the user copies it (spec section 5), read from the server. */
export async function fetchCopyText(id: string): Promise<string> {
  // A lapsed session answers 401: that is a failure here (Copy Failed), not a post.
  const answer = await callApi(readPost, { params: { id } });
  if (!answer.ok) throw new Error(`GET /api/posts/${id}: ${answer.error.code}`);
  return htmlToCopyText(answer.value.content);
}
