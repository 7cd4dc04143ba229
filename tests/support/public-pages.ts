import { STATIC_PATHS } from "@domain/site/pages";

/** Every public page the site serves at a fixed address, with the listings of the blog. */
export const PUBLIC_PAGES: readonly string[] = [
  ...STATIC_PATHS,
  "/blog/guides",
  "/help",
  "/guides",
];

/** The JSON-LD blocks of an HTML page, parsed (a block that does not parse throws). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}
