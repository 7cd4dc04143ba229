import type { HeadersArgs } from "react-router";

/**
 * HTTP caching of a public page: short and revalidated (a minute, then an ETag check; the page
 * cache of server/http answers those), varying with the cookies (language, theme, session)
 * and the browser's languages. A signed-in visitor's copy is made private by the page cache.
 */
export function publicPageHeaders({ parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", "public, max-age=60, must-revalidate");
  headers.set("Vary", "Cookie, Accept-Language");
  return headers;
}
