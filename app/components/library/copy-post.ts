import { htmlToCopyText } from "@domain/text";

/** The post's text as the user copies it (spec section 5), read from the server. */
export async function fetchCopyText(id: string): Promise<string> {
  const response = await fetch(`/api/posts/${encodeURIComponent(id)}`, {
    headers: { accept: "application/json" },
    // A lapsed session answers with a redirect to sign-in: that is a failure here, not a post.
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`GET /api/posts/${id}: ${response.status}`);
  const post = (await response.json()) as { content?: unknown };
  return htmlToCopyText(typeof post.content === "string" ? post.content : "");
}
