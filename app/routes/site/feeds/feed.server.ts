import { listAllPublished, siteOrigin } from "@server/site";

/** A feed's answer: its type, cached for five minutes by browsers and the page cache. */
export function feedResponse(body: string, type: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": "public, max-age=300, must-revalidate",
    },
  });
}

/** Published content with the site's origin: what every feed is made of. */
export async function feedContent(request: Request) {
  return { origin: siteOrigin(request), articles: await listAllPublished() };
}
