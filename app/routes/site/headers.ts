import type { HeadersArgs } from "react-router";

/**
 * HTTP caching of a public page: kept by browsers and proxies but revalidated on every use (an
 * ETag check the page cache of server/http answers with 304), so an edit shows at once;
 * varying with the cookies (language, theme, session) and the browser's languages. A signed-in
 * visitor's copy is made private by the page cache. A form's reply that says when to try again
 * (the contact form's flood, 429) keeps its Retry-After.
 */
export function publicPageHeaders({ parentHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  headers.set("Vary", "Cookie, Accept-Language");
  return headers;
}
