/**
 * A request path as the router matches it: dot segments resolved (as `new URL` does when the
 * request reaches React Router), percent-escapes decoded, lower case (route matching ignores
 * case), without a trailing slash. So an exemption holds for exactly the requests that reach the
 * exempt route, never for `/exempt/../elsewhere`, `/exempt-more` or `/exempt/child`.
 */
export function routedPath(originalUrl: string): string {
  // Concatenated, not resolved against a base, exactly as the request reaches React Router
  // (./react-router.ts): `//other/path` stays a path.
  const { pathname } = new URL(`http://x${originalUrl.startsWith("/") ? "" : "/"}${originalUrl}`);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape matches no route name; the raw path is compared instead.
  }
  return decoded.toLowerCase().replace(/(.)\/+$/, "$1");
}
