import type { UIMatch } from "react-router";

/**
 * The `handle` of a public page served without hydration (docs/decisions/0011): the server's
 * HTML is the page; its forms post plainly and its few behaviours come from /site.js.
 */
export const staticPage = { hydrate: false } as const;

/** The static-file script of static pages: menus, scroll-to-top, share, language, toasts. */
export const SITE_SCRIPT = "/site.js";

/** True when some matched route asks to be served without React in the browser. */
export function isStaticPage(matches: UIMatch[]): boolean {
  return matches.some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
}
