import { slugify } from "@domain/slug";
import { htmlToPlainText } from "@domain/text";
import type { FileName } from "./types";

/** Longest Unicode base name (before the extension), in code points. */
const MAX_UNICODE_NAME = 100;

/**
 * The ASCII base name of a post's files: its slug, else one made from its clean title, else "post"
 * followed by the start of its id (a title in a non-Latin script gives no ASCII slug). Always
 * lowercase letters, digits and single hyphens, at most SLUG_MAX_LENGTH characters.
 */
export function asciiBaseName(post: { id: string; slug: string | null; title: string }): string {
  return (
    slugify(post.slug ?? "") || slugify(cleanTitle(post.title)) || `post-${post.id.slice(0, 8)}`
  );
}

/**
 * The title as readable text: anything written like a tag (`<img src=x onerror=...>`) is left
 * out, so it cannot turn into words of a file name (`img-srcx-onerror...`).
 */
function cleanTitle(title: string): string {
  return htmlToPlainText(title);
}

/**
 * A base name from the title that keeps its own script but nothing a file system or a header
 * could trip on: control characters, path separators and Windows' reserved characters become
 * spaces, runs of white space fold, dots and spaces are trimmed at both ends.
 */
export function unicodeBaseName(title: string, fallback: string): string {
  const cleaned = title
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
    .replace(/[\u0000-\u001f\u007f-\u009f\\/:*?"<>|]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const bounded = Array.from(cleaned).slice(0, MAX_UNICODE_NAME).join("").trim();
  return bounded || fallback;
}

export function postFileName(
  post: { id: string; slug: string | null; title: string },
  extension: string,
): FileName {
  const ascii = asciiBaseName(post);
  return {
    ascii: `${ascii}.${extension}`,
    unicode: `${unicodeBaseName(cleanTitle(post.title), ascii)}.${extension}`,
  };
}

/** RFC 8187 value-chars: what encodeURIComponent leaves alone, minus ' ( ) * ! which it must not. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with both names (RFC 6266): `filename` holds the ASCII name, which has no quote
 * or backslash by construction; `filename*` holds the UTF-8 name, percent-encoded.
 */
export function contentDisposition(name: FileName): string {
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeRfc8187(name.unicode)}`;
}
