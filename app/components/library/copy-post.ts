import { htmlToCopyText } from "@domain/text";

export type CopyOutcome = "copied" | "empty" | "failed";

class NoContent extends Error {}

/** The post's text as the user copies it (spec section 5); NoContent when there is none. */
async function copyTextOf(id: string): Promise<string> {
  const response = await fetch(`/api/posts/${encodeURIComponent(id)}`, {
    headers: { accept: "application/json" },
    // A lapsed session answers with a redirect to sign-in: that is a failure here, not a post.
    redirect: "manual",
  });
  if (!response.ok) throw new Error(`GET /api/posts/${id}: ${response.status}`);
  const post = (await response.json()) as { content?: unknown };
  const text = htmlToCopyText(typeof post.content === "string" ? post.content : "");
  if (!text) throw new NoContent();
  return text;
}

/**
 * Copies one post's text to the clipboard. The clipboard is written at once with a promise of
 * the text, so the browser still counts it as part of the click even though the post is fetched
 * first (Safari refuses a write after an await). Browsers without ClipboardItem get writeText.
 */
export async function copyPost(id: string): Promise<CopyOutcome> {
  const text = copyTextOf(id);
  // Read below whatever happens; this keeps a rejection from being reported as unhandled.
  text.catch(() => undefined);
  try {
    if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
      const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return "copied";
  } catch {
    const reason = await text.then(
      () => null,
      (error: unknown) => error,
    );
    return reason instanceof NoContent ? "empty" : "failed";
  }
}
