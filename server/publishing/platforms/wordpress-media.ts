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

async function upload(api: WordPressApi, source: { url: string; alt: string }): Promise<Media> {
  const url = new URL(source.url);
  const fetched = await siteRequest(url, {
    headers: { accept: "image/*" },
    maxBytes: FEATURED_IMAGE_MAX_BYTES,
  });
  if (fetched.status !== 200)
    throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: fetched.status });
  const type = (header(fetched.headers["content-type"]).split(";")[0] ?? "").trim().toLowerCase();
  if (!type.startsWith("image/"))
    throw new PlatformError(PUBLISHING_MESSAGES.imageFailed, {
      message: `not an image (${type || "no type"})`,
    });
  const uploaded = await call(api, "POST", "/wp/v2/media", {
    body: fetched.body,
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${fileName(url, type)}"`,
    },
  });
  if (!isObject(uploaded.json) || typeof uploaded.json.id !== "number")
    throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: uploaded.status });
  const id = uploaded.json.id;
  if (source.alt) await call(api, "POST", `/wp/v2/media/${id}`, { json: { alt_text: source.alt } });
  return { id: String(id), sourceUrl: source.url };
}

/**
 * The media to feature: none without an image, the previous upload for the same source, else a
 * new upload. A failure is not swallowed: it becomes the publication's note `imageFailed` with what
 * went wrong (stored and shown with the publication), and the post goes without a featured image.
 */
export async function uploadFeaturedImage(
  api: WordPressApi,
  image: { url: string; alt: string } | null,
  previous: Media | null,
): Promise<{ media: Media | null; note: PublishingMessage | null }> {
  if (!image) return { media: null, note: null };
  if (previous && previous.sourceUrl === image.url) return { media: previous, note: null };
  try {
    return { media: await upload(api, image), note: null };
  } catch (error) {
    const message = reasonOf(error);
    return { media: null, note: { key: PUBLISHING_MESSAGES.imageFailed, params: { message } } };
  }
}
