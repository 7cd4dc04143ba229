import { htmlToCopyText } from "@domain/text";
import { copyToClipboard, NothingToCopy } from "~/lib/clipboard";

export type CopyOutcome = "copied" | "empty" | "failed";

/** The post's text as the user copies it (spec section 5). */
async function copyTextOf(id: string): Promise<string> {
  const response = await fetch(`/api/posts/${encodeURIComponent(id)}`, {
    headers: { accept: "application/json" },
    // A lapsed session answers with a redirect to sign-in: that is a failure here, not a post.
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`GET /api/posts/${id}: ${response.status}`);
  const post = (await response.json()) as { content?: unknown };
  const text = htmlToCopyText(typeof post.content === "string" ? post.content : "");
  return text;
}

/** Copies one post's text to the clipboard (see copyToClipboard for the gesture rules). */
export async function copyPost(id: string): Promise<CopyOutcome> {
  try {
    await copyToClipboard(copyTextOf(id));
    return "copied";
  } catch (error) {
    return error instanceof NothingToCopy ? "empty" : "failed";
  }
}
