/**
 * Ghost through its Admin API v5 (issue 31, docs/decisions/0032-publishing.md "Ghost"). Every
 * request carries `Authorization: Ghost <JWT>`: HS256 signed with the Admin API key's secret
 * (hex-decoded), `kid` the key's id, `aud` "/admin/", valid 5 minutes (jose). Test connection:
 * `GET /ghost/api/admin/site/` must answer as Ghost, then `GET /posts/?limit=1` checks the key.
 * A post is created with `POST /posts/?source=html`; an update reads the post's `updated_at`
 * and `PUT`s with it (Ghost refuses a stale one with 409, retried later).
 */
import { GHOST_KEY, PUBLISHING_MESSAGES, type RemoteStatus } from "@domain/publishing";
import { SignJWT } from "jose";
import { platformText, retryableStatus, type SiteAnswer, siteRequest } from "../http";
import {
  type PlatformClient,
  type PlatformCredentials,
  PlatformError,
  type PublishDocument,
  type RemotePost,
} from "../platform";

const ADMIN = "/ghost/api/admin";
const ACCEPT_VERSION = "v5.0";
/** A post created this long before `adoptSince` is still the lost create's (clocks differ). */
const ADOPT_SLACK_MS = 5_000;

type GhostPost = {
  id: string;
  url: string;
  status: string;
  slug?: string;
  created_at?: string;
  updated_at: string;
};

/** The JWT Ghost's Admin API wants, signed with the key's secret. */
export async function ghostToken(key: string, now = new Date()): Promise<string> {
  if (!GHOST_KEY.test(key)) throw new PlatformError(PUBLISHING_MESSAGES.ghostKeyInvalid);
  const [id = "", secret = ""] = key.split(":");
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", kid: id, typ: "JWT" })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 5 * 60)
    .setAudience("/admin/")
    .sign(Buffer.from(secret, "hex"));
}

const apiUrl = (credentials: PlatformCredentials, path: string) =>
  new URL(`${credentials.siteUrl.replace(/\/+$/, "")}${ADMIN}${path}`);

/** Ghost's own error: `{ errors: [{ message, context, type }] }`. */
function ghostError(answer: SiteAnswer): { message: string; code: string } {
  const first = (
    answer.json as { errors?: { message?: unknown; context?: unknown; type?: unknown }[] }
  )?.errors?.[0];
  const message = [first?.message, first?.context].filter(
    (part) => typeof part === "string" && part,
  );
  return {
    message: platformText(message.join(" ")),
    code: typeof first?.type === "string" ? first.type : "",
  };
}

/** The PlatformError for an answer that is not a success. */
function failure(answer: SiteAnswer): PlatformError {
  const { status } = answer;
  if (status >= 300 && status < 400) {
    const location = answer.headers.location;
    return new PlatformError(PUBLISHING_MESSAGES.redirected, {
      location: String(Array.isArray(location) ? location[0] : (location ?? "")),
    });
  }
  const { message, code } = ghostError(answer);
  if (status === 401)
    return new PlatformError(PUBLISHING_MESSAGES.credentials, { status, message });
  if (status === 403) return new PlatformError(PUBLISHING_MESSAGES.permissions, { message });
  if (status === 429) return new PlatformError(PUBLISHING_MESSAGES.rateLimited, { status }, true);
  if (!code && !message)
    return new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status }, status >= 500);
  // 409 UpdateCollisionError: the post changed between our read and our write; read it again later.
  const retry = retryableStatus(status) || status === 409;
  return new PlatformError(PUBLISHING_MESSAGES.platform, { status, code, message }, retry);
}

async function adminRequest(
  credentials: PlatformCredentials,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
): Promise<SiteAnswer> {
  const headers: Record<string, string> = {
    authorization: `Ghost ${await ghostToken(credentials.secret)}`,
    "accept-version": ACCEPT_VERSION,
    accept: "application/json",
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  return siteRequest(apiUrl(credentials, path), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The one post of an answer `{ posts: [post] }`, or badAnswer. */
function postOf(answer: SiteAnswer): GhostPost {
  const post = (answer.json as { posts?: unknown })?.posts;
  const first = Array.isArray(post) ? (post[0] as Partial<GhostPost> | undefined) : undefined;
  if (
    !first ||
    typeof first.id !== "string" ||
    typeof first.updated_at !== "string" ||
    typeof first.status !== "string"
  )
    throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: answer.status });
  return first as GhostPost;
}

const ok = (answer: SiteAnswer) => answer.status >= 200 && answer.status < 300;

/** The fields Ghost receives for the document (create and update alike). */
function postFields(document: PublishDocument) {
  return {
    title: document.title,
    slug: document.slug,
    html: document.html,
    custom_excerpt: document.excerpt || null,
    meta_description: document.metaDescription || null,
    tags: document.tags.map((name) => ({ name })),
    feature_image: document.featuredImage?.url ?? null,
    feature_image_alt: document.featuredImage?.alt || null,
    canonical_url: document.canonicalUrl,
    status: document.status === "live" ? "published" : "draft",
  };
}

const remoteStatus = (status: string): RemoteStatus => (status === "draft" ? "draft" : "live");

/** The post with this id, or null when the site no longer has it (404). */
async function readPost(credentials: PlatformCredentials, id: string): Promise<GhostPost | null> {
  const answer = await adminRequest(credentials, "GET", `/posts/${encodeURIComponent(id)}/`);
  if (answer.status === 404) return null;
  if (!ok(answer)) throw failure(answer);
  return postOf(answer);
}

/** A post with the document's slug created at or after `since` (a lost create's), or null. */
async function adoptable(credentials: PlatformCredentials, slug: string, since: Date) {
  if (!slug) return null;
  const answer = await adminRequest(credentials, "GET", `/posts/slug/${encodeURIComponent(slug)}/`);
  if (answer.status === 404) return null;
  if (!ok(answer)) throw failure(answer);
  const post = postOf(answer);
  const created = Date.parse(post.created_at ?? "");
  return Number.isFinite(created) && created >= since.getTime() - ADOPT_SLACK_MS ? post : null;
}

async function create(credentials: PlatformCredentials, document: PublishDocument) {
  const answer = await adminRequest(credentials, "POST", "/posts/?source=html", {
    posts: [postFields(document)],
  });
  if (!ok(answer)) throw failure(answer);
  return postOf(answer);
}

/** PUTs the document over `current`; null when the post was deleted in between. */
async function update(
  credentials: PlatformCredentials,
  document: PublishDocument,
  current: GhostPost,
) {
  const answer = await adminRequest(
    credentials,
    "PUT",
    `/posts/${encodeURIComponent(current.id)}/?source=html`,
    { posts: [{ ...postFields(document), updated_at: current.updated_at }] },
  );
  if (answer.status === 404) return null;
  if (!ok(answer)) throw failure(answer);
  return postOf(answer);
}

export const ghostClient: PlatformClient = {
  async check(credentials) {
    const site = await siteRequest(apiUrl(credentials, "/site/"), {
      headers: { "accept-version": ACCEPT_VERSION, accept: "application/json" },
    });
    // A redirect is named (Inkwell follows none); a site down or busy is not "not Ghost".
    if ((site.status >= 300 && site.status < 400) || retryableStatus(site.status))
      throw failure(site);
    const version = (site.json as { site?: { version?: unknown } } | undefined)?.site?.version;
    if (site.status !== 200 || typeof version !== "string")
      throw new PlatformError(PUBLISHING_MESSAGES.notGhost, { url: credentials.siteUrl });
    const posts = await adminRequest(credentials, "GET", "/posts/?limit=1");
    if (!ok(posts)) throw failure(posts);
    if (!Array.isArray((posts.json as { posts?: unknown } | undefined)?.posts))
      throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: posts.status });
    return { seoPlugin: null };
  },

  async publish(credentials, document, options) {
    const notes: RemotePost["notes"] = [];
    let current: GhostPost | null = null;
    if (options.remoteId) {
      current = await readPost(credentials, options.remoteId);
      if (!current) notes.push({ key: PUBLISHING_MESSAGES.remoteGone });
    } else if (options.adoptSince) {
      current = await adoptable(credentials, document.slug, options.adoptSince);
    }
    let saved = current ? await update(credentials, document, current) : null;
    if (current && !saved) notes.push({ key: PUBLISHING_MESSAGES.remoteGone });
    saved ??= await create(credentials, document);
    return { id: saved.id, url: saved.url ?? "", status: remoteStatus(saved.status), notes };
  },
};
