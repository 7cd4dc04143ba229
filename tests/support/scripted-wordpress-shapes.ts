/**
 * The shapes of the scripted WordPress site (tests/support/scripted-wordpress.ts): its options,
 * stored posts, tags and media, and WordPress's answer forms.
 */
import type http from "node:http";

export type ScriptedWordPressOptions = {
  username?: string;
  /** The application password as WordPress shows it (groups of four, spaces). */
  password?: string;
  /** `capabilities.publish_posts` of the user (a contributor: false). */
  canPublish?: boolean;
  /** `edit_posts`: false makes every create a 403 rest_cannot_create. */
  canCreate?: boolean;
  /** Adds the plugin's REST namespace to the API root. */
  seoPlugin?: "yoast" | "rankmath" | null;
  /** Post meta keys registered with show_in_rest: only these are stored, others ignored. */
  registeredMeta?: string[];
  /** false: plain permalinks, `/wp-json/` is a 404 page and only `?rest_route=` answers. */
  prettyPermalinks?: boolean;
  /** Serve https with tests/fixtures/tls (self-signed: a client must refuse it). */
  https?: boolean;
  /** Not WordPress at all: every address answers an HTML page with 200. */
  notWordPress?: boolean;
};

export type WpPost = {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  status: string;
  tags: number[];
  featured_media: number;
  meta: Record<string, unknown>;
  date_gmt: string;
  modified_gmt: string;
};
export type WpTag = { id: number; name: string; slug: string };
export type WpMedia = {
  id: number;
  filename: string;
  mimeType: string;
  bytes: number;
  alt_text: string;
};
export type LoggedRequest = {
  method: string;
  /** The REST route (`/wp/v2/posts`), whichever form it came in; else the path. */
  route: string;
  /** The full path with its query, as received. */
  path: string;
  auth: boolean;
};

export type ScriptedWordPressState = {
  options: Required<Omit<ScriptedWordPressOptions, "seoPlugin">> & {
    seoPlugin: "yoast" | "rankmath" | null;
  };
  origin: string;
  posts: Map<number, WpPost>;
  tags: Map<number, WpTag>;
  media: Map<number, WpMedia>;
  nextId: () => number;
  /** The time the server stamps on posts: Date.now() unless a test sets `clock`. */
  now: () => Date;
};

/** WordPress's error body. */
export function wpError(
  res: http.ServerResponse,
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
) {
  sendJson(res, status, { code, message, data: { status, ...data } });
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=UTF-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

export const STATUSES = ["publish", "future", "draft", "pending", "private"];

/** WordPress's GMT date form: no zone, no milliseconds. */
export const gmt = (date: Date) => date.toISOString().slice(0, 19);

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function parseJson(body: Buffer): Record<string, unknown> | null {
  if (body.length === 0) return {};
  try {
    const value = JSON.parse(body.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export function invalidParam(res: http.ServerResponse, name: string, why: string) {
  wpError(res, 400, "rest_invalid_param", `Invalid parameter(s): ${name}`, {
    params: { [name]: why },
    details: {},
  });
}
