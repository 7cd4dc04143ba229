import { sanitizeHtml } from "@domain/html/sanitize";
import { htmlToCopyText } from "@domain/text";
import type { ExportablePost } from "./types";

/** The title, a blank line, then the content as the Copy button gives it (spec section 5). */
export function postToPlainText(post: ExportablePost): string {
  const title = post.title.replace(/\s+/g, " ").trim();
  const body = htmlToCopyText(sanitizeHtml(post.content));
  return body ? `${title}\n\n${body}\n` : `${title}\n`;
}
