/**
 * The REST routes of the scripted WordPress site (tests/support/scripted-wordpress.ts): the API
 * root, users/me, posts, tags and media, answering as the WordPress REST API documents
 * (https://developer.wordpress.org/rest-api/reference/).
 */
import type http from "node:http";
import {
  escapeHtml,
  gmt,
  invalidParam,
  parseJson,
  type ScriptedWordPressState,
  STATUSES,
  sendJson,
  slugify,
  type WpPost,
  type WpTag,
  wpError,
} from "./scripted-wordpress-shapes";

type RestRequest = {
  method: string;
  route: string;
  url: URL;
  body: Buffer;
  req: http.IncomingMessage;
  authed: boolean;
};

function linkOf(state: ScriptedWordPressState, post: WpPost) {
  return post.status === "publish" && state.options.prettyPermalinks
    ? `${state.origin}/${post.slug}/`
    : `${state.origin}/?p=${post.id}`;
}

function postJson(state: ScriptedWordPressState, post: WpPost) {
  const meta: Record<string, unknown> = {};
  for (const key of state.options.registeredMeta) meta[key] = post.meta[key] ?? "";
  return {
    id: post.id,
    // A draft has no GMT date until it is published (WordPress answers null).
    date: post.date_gmt,
    date_gmt: post.status === "draft" ? null : post.date_gmt,
    modified: post.modified_gmt,
    modified_gmt: post.modified_gmt,
    slug: post.slug,
    status: post.status,
    type: "post",
    link: linkOf(state, post),
    title: { raw: post.title, rendered: escapeHtml(post.title) },
    content: { raw: post.content, rendered: post.content, protected: false },
    excerpt: {
      raw: post.excerpt,
      rendered: `<p>${escapeHtml(post.excerpt)}</p>\n`,
      protected: false,
    },
    author: 1,
    featured_media: post.featured_media,
    categories: [1],
    tags: post.tags,
    meta,
  };
}

/** Writes the request's fields to a post; false when it already answered an error. */
function applyFields(
  state: ScriptedWordPressState,
  post: WpPost,
  fields: Record<string, unknown>,
  res: http.ServerResponse,
): boolean {
  if (fields.status !== undefined && !STATUSES.includes(String(fields.status))) {
    invalidParam(res, "status", `status is not one of ${STATUSES.join(", ")}.`);
    return false;
  }
  if (fields.tags !== undefined) {
    const tags = fields.tags;
    if (!Array.isArray(tags) || tags.some((tag) => !Number.isInteger(tag))) {
      invalidParam(res, "tags", "tags[0] is not of type integer.");
      return false;
    }
  }
  if (fields.featured_media !== undefined) {
    const mediaId = Number(fields.featured_media);
    if (mediaId !== 0 && !state.media.has(mediaId)) {
      wpError(res, 400, "rest_invalid_featured_media", "Invalid featured media ID.");
      return false;
    }
  }
  if (fields.status === "publish" && !state.options.canPublish) {
    wpError(
      res,
      403,
      "rest_cannot_publish",
      "Sorry, you are not allowed to publish posts in this post type.",
    );
    return false;
  }
  for (const key of ["title", "content", "excerpt", "status"] as const)
    if (typeof fields[key] === "string") post[key] = fields[key] as string;
  if (Array.isArray(fields.tags)) post.tags = fields.tags as number[];
  if (fields.featured_media !== undefined) post.featured_media = Number(fields.featured_media);
  if (typeof fields.slug === "string") post.slug = slugify(fields.slug);
  if (!post.slug) post.slug = slugify(post.title) || String(post.id);
  if (post.status === "publish") {
    // wp_unique_post_slug: a published post's slug is made unique with -2, -3...
    const taken = (slug: string) =>
      [...state.posts.values()].some((other) => other.id !== post.id && other.slug === slug);
    const base = post.slug;
    for (let n = 2; taken(post.slug); n++) post.slug = `${base}-${n}`;
  }
  const meta = fields.meta;
  if (meta && typeof meta === "object") {
    // Only keys registered with show_in_rest are stored; WordPress ignores the others.
    for (const [key, value] of Object.entries(meta))
      if (state.options.registeredMeta.includes(key)) post.meta[key] = value;
  }
  post.modified_gmt = gmt(state.now());
  return true;
}

function posts(state: ScriptedWordPressState, request: RestRequest, res: http.ServerResponse) {
  const { method, route, url, authed } = request;
  const single = /^\/wp\/v2\/posts\/(\d+)$/.exec(route);
  if (route === "/wp/v2/posts" && method === "GET") {
    const status = url.searchParams.get("status") ?? "publish";
    if (status !== "publish" && !authed) return invalidParam(res, "status", "Status is forbidden.");
    if (url.searchParams.get("context") === "edit" && !authed)
      return wpError(
        res,
        401,
        "rest_forbidden_context",
        "Sorry, you are not allowed to edit posts in this post type.",
      );
    const slug = url.searchParams.get("slug");
    const found = [...state.posts.values()].filter(
      (post) =>
        (status === "any" ? post.status !== "trash" : post.status === status) &&
        (slug === null || post.slug === slug),
    );
    return sendJson(
      res,
      200,
      found.map((post) => postJson(state, post)),
    );
  }
  if (method !== "POST" && method !== "PUT") {
    if (single && method === "GET") {
      const post = state.posts.get(Number(single[1]));
      if (!post) return wpError(res, 404, "rest_post_invalid_id", "Invalid post ID.");
      return sendJson(res, 200, postJson(state, post));
    }
    return wpError(
      res,
      404,
      "rest_no_route",
      "No route was found matching the URL and request method.",
    );
  }
  if (!authed)
    return wpError(
      res,
      401,
      "rest_cannot_create",
      "Sorry, you are not allowed to create posts as this user.",
    );
  if (!state.options.canCreate)
    return wpError(
      res,
      403,
      "rest_cannot_create",
      "Sorry, you are not allowed to create posts as this user.",
    );
  const fields = parseJson(request.body);
  if (!fields) return wpError(res, 400, "rest_invalid_json", "Invalid JSON body passed.");
  if (single) {
    const post = state.posts.get(Number(single[1]));
    if (!post) return wpError(res, 404, "rest_post_invalid_id", "Invalid post ID.");
    if (!applyFields(state, post, fields, res)) return;
    return sendJson(res, 200, postJson(state, post));
  }
  if (!fields.title && !fields.content && !fields.excerpt)
    return wpError(res, 400, "empty_content", "Content, title, and excerpt are empty.");
  const now = gmt(state.now());
  const post: WpPost = {
    id: state.nextId(),
    title: "",
    slug: "",
    content: "",
    excerpt: "",
    status: "draft",
    tags: [],
    featured_media: 0,
    meta: {},
    date_gmt: now,
    modified_gmt: now,
  };
  if (!applyFields(state, post, fields, res)) return;
  state.posts.set(post.id, post);
  sendJson(res, 201, postJson(state, post));
}

const decodeName = (name: string) => name.replace(/&amp;/g, "&");
const tagJson = (tag: WpTag) => ({
  id: tag.id,
  name: escapeHtml(tag.name),
  slug: tag.slug,
  count: 0,
});

function tags(state: ScriptedWordPressState, request: RestRequest, res: http.ServerResponse) {
  if (request.method === "GET") {
    const search = (request.url.searchParams.get("search") ?? "").toLowerCase();
    const found = [...state.tags.values()].filter(
      (tag) => tag.name.toLowerCase().includes(search) || tag.slug.includes(search),
    );
    return sendJson(res, 200, found.map(tagJson));
  }
  if (!request.authed)
    return wpError(
      res,
      401,
      "rest_cannot_create",
      "Sorry, you are not allowed to create terms in this taxonomy.",
    );
  const fields = parseJson(request.body);
  const name = typeof fields?.name === "string" ? decodeName(fields.name.trim()) : "";
  if (!name) return invalidParam(res, "name", "name is a required property of the term.");
  const slug = slugify(name) || name;
  const existing = [...state.tags.values()].find(
    (tag) => tag.name.toLowerCase() === name.toLowerCase() || tag.slug === slug,
  );
  if (existing)
    return wpError(
      res,
      400,
      "term_exists",
      "A term with the name provided already exists in this taxonomy.",
      {
        term_id: existing.id,
      },
    );
  const tag = { id: state.nextId(), name, slug };
  state.tags.set(tag.id, tag);
  sendJson(res, 201, tagJson(tag));
}

function media(state: ScriptedWordPressState, request: RestRequest, res: http.ServerResponse) {
  if (!request.authed)
    return wpError(
      res,
      401,
      "rest_cannot_create",
      "Sorry, you are not allowed to upload media as this user.",
    );
  const single = /^\/wp\/v2\/media\/(\d+)$/.exec(request.route);
  const mediaJson = (id: number) => {
    const item = state.media.get(id);
    return item
      ? {
          id,
          media_type: "image",
          mime_type: item.mimeType,
          alt_text: item.alt_text,
          source_url: `${state.origin}/wp-content/uploads/${item.filename}`,
          link: `${state.origin}/?attachment_id=${id}`,
        }
      : null;
  };
  if (single) {
    const item = state.media.get(Number(single[1]));
    if (!item) return wpError(res, 404, "rest_post_invalid_id", "Invalid post ID.");
    const fields = parseJson(request.body);
    if (typeof fields?.alt_text === "string") item.alt_text = fields.alt_text;
    return sendJson(res, 200, mediaJson(item.id));
  }
  if (request.method !== "POST")
    return wpError(
      res,
      404,
      "rest_no_route",
      "No route was found matching the URL and request method.",
    );
  if (request.body.length === 0)
    return wpError(res, 400, "rest_upload_no_data", "No data supplied.");
  const disposition = String(request.req.headers["content-disposition"] ?? "");
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1];
  if (!filename)
    return wpError(
      res,
      400,
      "rest_upload_no_content_disposition",
      "No Content-Disposition supplied.",
    );
  const mimeType = String(request.req.headers["content-type"] ?? "");
  if (!mimeType.startsWith("image/"))
    return wpError(
      res,
      500,
      "rest_upload_sideload_error",
      "Sorry, you are not allowed to upload this file type.",
    );
  const id = state.nextId();
  state.media.set(id, { id, filename, mimeType, bytes: request.body.length, alt_text: "" });
  sendJson(res, 201, mediaJson(id));
}

export function routeRequest(
  state: ScriptedWordPressState,
  request: RestRequest,
  res: http.ServerResponse,
) {
  const { route, method } = request;
  if (route === "/" || route === "") {
    const namespaces = ["oembed/1.0", "wp/v2", "wp-site-health/v1", "wp-block-editor/v1"];
    if (state.options.seoPlugin === "yoast") namespaces.push("yoast/v1");
    if (state.options.seoPlugin === "rankmath") namespaces.push("rankmath/v1");
    return sendJson(res, 200, {
      name: "Scripted WordPress",
      description: "Just another WordPress site",
      url: state.origin,
      home: state.origin,
      gmt_offset: "0",
      namespaces,
      authentication: {
        "application-passwords": {
          endpoints: { authorization: `${state.origin}/wp-admin/authorize-application.php` },
        },
      },
      routes: {},
    });
  }
  if (route === "/wp/v2/users/me") {
    if (!request.authed)
      return wpError(res, 401, "rest_not_logged_in", "You are not currently logged in.");
    const edit = request.url.searchParams.get("context") === "edit";
    const role = state.options.canPublish ? "editor" : "contributor";
    return sendJson(res, 200, {
      id: 1,
      name: state.options.username,
      slug: state.options.username,
      ...(edit
        ? {
            username: state.options.username,
            roles: [role],
            capabilities: {
              read: true,
              edit_posts: state.options.canCreate,
              publish_posts: state.options.canPublish,
              upload_files: true,
              [role]: true,
            },
          }
        : {}),
    });
  }
  if (route.startsWith("/wp/v2/posts")) return posts(state, request, res);
  if (route === "/wp/v2/tags") return tags(state, request, res);
  if (route.startsWith("/wp/v2/media")) return media(state, request, res);
  wpError(
    res,
    404,
    "rest_no_route",
    `No route was found matching the URL and request method. (${method})`,
  );
}
