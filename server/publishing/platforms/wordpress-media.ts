/**
 * The featured image of a WordPress post (docs/decisions/0032-publishing.md "WordPress"): fetched
 * through the safe fetcher's rules (`siteRequest`: an image/* answer up to
 * FEATURED_IMAGE_MAX_BYTES), uploaded to `/wp/v2/media` once (the same source again reuses the
 * media id the last success kept), its alternative text set. An image that cannot be sent is a
 * note on the publication, never the publication's failure.
 */
import {
  FEATURED_IMAGE_MAX_BYTES,
  PUBLISHING_MESSAGES,
  type PublishingMessage,
} from "@domain/publishing";
import { siteRequest } from "../http";
import { PlatformError } from "../platform";
import { call, isObject, type WordPressApi } from "./wordpress-api";

type Media = { id: string; sourceUrl: string };

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
};

/** A file name WordPress accepts: the source's last path part, else `featured.<ext>`. */
function fileName(url: URL, type: string): string {
  const last = decodeURIComponent(url.pathname.split("/").pop() ?? "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .slice(0, 100);
  if (/\.[A-Za-z0-9]{2,5}$/.test(last)) return last;
  return `${last || "featured"}.${EXTENSIONS[type] ?? "img"}`;
}

/** What the writer reads about an image not sent: the site's message, or what went wrong. */
function reasonOf(error: unknown): string {
  if (error instanceof PlatformError) {
    const { message, status, host, code } = error.params;
    if (typeof message === "string" && message) return message;
    if (status !== undefined) return `HTTP ${status}`;
    const what = error.messageKey.split(".").pop() ?? "error";
    return [what, host, code].filter(Boolean).join(" ");
  }
  return "error";
}

const note = (message: string): PublishingMessage => ({
  key: PUBLISHING_MESSAGES.imageFailed,
  params: { message },
});

type Image = { body: Buffer; type: string; name: string };

/** The image from its source (any site: the safe fetcher's rules), or why it cannot be sent. */
async function fetchImage(source: string): Promise<Image | string> {
  const url = new URL(source);
  let fetched: Awaited<ReturnType<typeof siteRequest>>;
  try {
    fetched = await siteRequest(url, {
      headers: { accept: "image/*" },
      maxBytes: FEATURED_IMAGE_MAX_BYTES,
    });
  } catch (error) {
    // siteRequest says badAnswer with the 2xx status when the body passed the size limit.
    if (error instanceof PlatformError && error.messageKey === PUBLISHING_MESSAGES.badAnswer)
      return `larger than ${FEATURED_IMAGE_MAX_BYTES / (1024 * 1024)} MB`;
    return reasonOf(error);
  }
  if (fetched.status !== 200) return `HTTP ${fetched.status}`;
  const type = (header(fetched.headers["content-type"]).split(";")[0] ?? "").trim().toLowerCase();
  if (!type.startsWith("image/")) return `not an image (${type || "no type"})`;
  return { body: fetched.body, type, name: fileName(url, type) };
}

/**
 * The media to feature: none without an image, the previous upload for the same source, else a
 * new upload. The image not fetched, or refused by the site for good, is not swallowed: it is the
 * publication's note `imageFailed` with what went wrong (stored and shown), and the post goes
 * without a featured image. The site busy or down (a PlatformError worth retrying) fails the
 * attempt, which is tried again: nothing was made yet.
 */
export async function uploadFeaturedImage(
  api: WordPressApi,
  image: { url: string; alt: string } | null,
  previous: Media | null,
): Promise<{ media: Media | null; note: PublishingMessage | null }> {
  if (!image) return { media: null, note: null };
  if (previous && previous.sourceUrl === image.url) return { media: previous, note: null };
  const fetched = await fetchImage(image.url);
  if (typeof fetched === "string") return { media: null, note: note(fetched) };
  let id: number;
  try {
    const uploaded = await call(api, "POST", "/wp/v2/media", {
      body: fetched.body,
      headers: {
        "content-type": fetched.type,
        "content-disposition": `attachment; filename="${fetched.name}"`,
      },
    });
    if (!isObject(uploaded.json) || typeof uploaded.json.id !== "number")
      throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: uploaded.status });
    id = uploaded.json.id;
  } catch (error) {
    if (error instanceof PlatformError && error.retry) throw error;
    return { media: null, note: note(reasonOf(error)) };
  }
  const media = { id: String(id), sourceUrl: image.url };
  if (!image.alt) return { media, note: null };
  try {
    await call(api, "POST", `/wp/v2/media/${id}`, { json: { alt_text: image.alt } });
    return { media, note: null };
  } catch (error) {
    // The image is on the site (kept, never uploaded twice); only its alternative text is not.
    return { media, note: note(reasonOf(error)) };
  }
}
