/** The only hosts a page may frame (the CSP's frame-src): YouTube without cookies, Vimeo. */
export const VIDEO_FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
] as const;

/**
 * The embeddable player address of a video link, for the hosts the CSP lets the page frame
 * (YouTube without cookies, Vimeo); null for anything else, which the page shows as a link.
 */
export function videoEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\./, "");
  const youtubeId =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1])
        : null;
  if (youtubeId && /^[\w-]{6,20}$/.test(youtubeId))
    return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === "vimeo.com" || host === "player.vimeo.com" ? /(\d{5,})/.exec(url.pathname)?.[1] : null;
  return vimeoId ? `https://player.vimeo.com/video/${vimeoId}` : null;
}
