/**
 * The WordPress client (issue 31, docs/decisions/0032-publishing.md "WordPress"): Test connection
 * finds the REST API, checks the application password and the `publish_posts` capability and
 * the SEO plugin; publishing resolves the tags, uploads the featured image once, writes the SEO
 * plugin's meta and reads it back, and creates the post or updates the one it made before.
 */
import {
  PUBLISHING_MESSAGES,
  type PublishingMessage,
  SEO_META_KEYS,
  type SeoPlugin,
} from "@domain/publishing";
import { type PlatformClient, PlatformError, type RemotePost } from "../platform";
import { answerError, call, discover, isObject, rawCall, type WordPressApi } from "./wordpress-api";
import { uploadFeaturedImage } from "./wordpress-media";

const PLUGIN_NAMES: Record<SeoPlugin, string> = { yoast: "Yoast SEO", rankmath: "Rank Math" };

/** A post made by an attempt whose answer was lost is adopted if dated this close to its start. */
const ADOPT_MARGIN_MS = 5_000;

/** WordPress's GMT dates have no zone ("2026-11-28T02:10:00"). */
const gmtTime = (value: unknown) =>
  typeof value === "string" && value ? Date.parse(value.endsWith("Z") ? value : `${value}Z`) : NaN;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'");

function badAnswer(status: number): PlatformError {
  return new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status });
}

/** The tag's id: found by its exact name through the search, or created. */
async function tagId(api: WordPressApi, name: string): Promise<number> {
  const found = await call(api, "GET", "/wp/v2/tags", {
    query: { search: name, per_page: "100", _fields: "id,name" },
  });
  if (!Array.isArray(found.json)) throw badAnswer(found.status);
  const wanted = name.trim().toLowerCase();
  for (const tag of found.json)
    if (isObject(tag) && typeof tag.name === "string" && typeof tag.id === "number")
      if (decodeEntities(tag.name).trim().toLowerCase() === wanted) return tag.id;
  const made = await rawCall(api, "POST", "/wp/v2/tags", { json: { name } });
  if (made.status === 201 || made.status === 200) {
    if (!isObject(made.json) || typeof made.json.id !== "number") throw badAnswer(made.status);
    return made.json.id;
  }
  // Made meanwhile, or named so the search did not match it: WordPress says which term it is.
  const data = isObject(made.json) && isObject(made.json.data) ? made.json.data : null;
  if (made.status === 400 && made.json && (made.json as { code?: unknown }).code === "term_exists")
    if (typeof data?.term_id === "number") return data.term_id;
  throw answerError(made);
}

/** The SEO plugin's meta for this document: description, focus keyphrase, canonical when set. */
function seoMeta(plugin: SeoPlugin, document: Parameters<PlatformClient["publish"]>[1]) {
  const keys = SEO_META_KEYS[plugin];
  const meta: Record<string, string> = {};
  if (document.metaDescription) meta[keys.description] = document.metaDescription;
  if (document.focusKeyword) meta[keys.focusKeyword] = document.focusKeyword;
  if (document.canonicalUrl) meta[keys.canonical] = document.canonicalUrl;
  return meta;
}

/** A post of this slug made at or after `since` (less the margin): the lost create's post. */
async function adoptable(api: WordPressApi, slug: string, since: Date): Promise<number | null> {
  const found = await call(api, "GET", "/wp/v2/posts", {
    query: { slug, status: "any", context: "edit", _fields: "id,date_gmt,modified_gmt" },
  });
  if (!Array.isArray(found.json)) throw badAnswer(found.status);
  const from = since.getTime() - ADOPT_MARGIN_MS;
  for (const post of found.json) {
    if (!isObject(post) || typeof post.id !== "number") continue;
    // A draft has no date_gmt (null) until published: its modified time is when it was made.
    const made = gmtTime(post.date_gmt ?? post.modified_gmt);
    if (made >= from) return post.id;
  }
  return null;
}

/** Sends the post: an update of `id`, or a create. */
async function send(api: WordPressApi, id: number | null, body: Record<string, unknown>) {
  const answer = await call(api, "POST", id === null ? "/wp/v2/posts" : `/wp/v2/posts/${id}`, {
    json: body,
  });
  const post = answer.json;
  if (!isObject(post) || typeof post.id !== "number" || typeof post.link !== "string")
    throw badAnswer(answer.status);
  return post;
}

export const wordpressClient: PlatformClient = {
  async check(credentials) {
    const api = await discover(credentials);
    const me = await call(api, "GET", "/wp/v2/users/me", { query: { context: "edit" } });
    if (!isObject(me.json) || !isObject(me.json.capabilities)) throw badAnswer(me.status);
    if (me.json.capabilities.publish_posts !== true) {
      const roles = Array.isArray(me.json.roles) ? me.json.roles.join(", ") : "";
      throw new PlatformError(PUBLISHING_MESSAGES.permissions, {
        message: `publish_posts${roles ? ` (${roles})` : ""}`,
      });
    }
    return { seoPlugin: api.seoPlugin };
  },

  async publish(credentials, document, options) {
    const api = await discover(credentials);
    // The root says which plugin runs now; the one the last test found is the fallback.
    const plugin = api.seoPlugin ?? options.seoPlugin;
    const notes: PublishingMessage[] = [];
    const tags: number[] = [];
    for (const name of document.tags) {
      if (!name.trim()) continue;
      const id = await tagId(api, name);
      if (!tags.includes(id)) tags.push(id);
    }
    const image = await uploadFeaturedImage(
      api,
      document.featuredImage,
      options.previous?.media ?? null,
    );
    if (image.note) notes.push(image.note);
    const meta = plugin ? seoMeta(plugin, document) : {};
    const body: Record<string, unknown> = {
      title: document.title,
      slug: document.slug,
      content: document.html,
      excerpt: document.excerpt,
      status: document.status === "live" ? "publish" : "draft",
      tags,
    };
    if (image.media) body.featured_media = Number(image.media.id);
    if (Object.keys(meta).length > 0) body.meta = meta;

    let id = options.remoteId === null ? null : Number(options.remoteId);
    if (id === null && options.adoptSince)
      id = await adoptable(api, document.slug, options.adoptSince);
    let post: Record<string, unknown>;
    try {
      post = await send(api, id, body);
    } catch (error) {
      if (!(id !== null && error instanceof PlatformError && error.params.status === 404))
        throw error;
      // Deleted on the site (emptied from the trash): publish it again as a new post.
      notes.push({ key: PUBLISHING_MESSAGES.remoteGone });
      post = await send(api, null, body);
    }

    if (plugin && Object.keys(meta).length > 0) {
      const stored = isObject(post.meta) ? post.meta : {};
      // WordPress answers every registered key (empty when unset) and none of the others; a
      // registered key may be sanitised on the way in, so a non-empty value counts as stored.
      const written = Object.keys(meta).every(
        (key) => typeof stored[key] === "string" && stored[key] !== "",
      );
      notes.push({
        key: written ? PUBLISHING_MESSAGES.seoWritten : PUBLISHING_MESSAGES.seoNotStored,
        params: { plugin: PLUGIN_NAMES[plugin] },
      });
    } else if (!plugin && (document.metaDescription || document.canonicalUrl)) {
      notes.push({ key: PUBLISHING_MESSAGES.noSeoPlugin });
    }
    const remote: RemotePost = {
      id: String(post.id),
      url: String(post.link),
      status: post.status === "publish" ? "live" : "draft",
      notes,
      media: image.media,
    };
    return remote;
  },
};
