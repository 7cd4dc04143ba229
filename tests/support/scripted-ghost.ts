/**
 * A local Ghost for the tests (issue 31): the part of Ghost's Admin API (v5) that Inkwell uses,
 * as Ghost documents it. `GET /ghost/api/admin/site/` answers without authentication; everything
 * else needs `Authorization: Ghost <JWT>` signed as Ghost verifies it (HS256, `kid` the Admin API
 * key's id, the key's secret hex-decoded, `aud` "/admin/", at most 5 minutes). Posts are created
 * (`POST /posts/?source=html`), read (`GET /posts/{id}/`, `GET /posts/slug/{slug}/`,
 * `GET /posts/?limit=1`) and updated (`PUT /posts/{id}/?source=html`, which needs the post's
 * current `updated_at`, else 409 UpdateCollisionError). Errors have Ghost's shape
 * `{ errors: [{ message, type, context }] }`.
 *
 * Switches for failure tests: `failNext(n, status)` (500, 429, ...), `hang` (no answer at all),
 * `redirect` (every request answered 301 to that address),
 * `forbidden` (the key is a staff token without rights: 403), `key` (change it to make the key
 * Inkwell holds wrong), `notGhost` (the site endpoint answers as another site), `touch(id)`
 * (someone else edited the post) and `collideNext(id)` (someone saves it just before the next PUT). `requests` logs every request; `creates()` counts the creates.
 */
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeProtectedHeader, jwtVerify } from "jose";

export type GhostRequest = {
  method: string;
  path: string;
  query: string;
  authorization: string | undefined;
  acceptVersion: string | undefined;
  body: unknown;
};

export type GhostPost = {
  id: string;
  uuid: string;
  title: string;
  slug: string;
  html: string;
  custom_excerpt: string | null;
  meta_description: string | null;
  tags: { id: string; name: string; slug: string }[];
  feature_image: string | null;
  feature_image_alt: string | null;
  canonical_url: string | null;
  status: "published" | "draft" | "scheduled";
  url: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

export type ScriptedGhost = {
  /** The site's address, without a trailing slash (what a connection's siteUrl holds). */
  url: string;
  /** host:port, for configureSources' allowHosts or INKWELL_FETCH_ALLOW_HOSTS. */
  host: string;
  /** The Admin API key `id:secret` the site accepts (assign another to make Inkwell's wrong). */
  key: string;
  posts: Map<string, GhostPost>;
  requests: GhostRequest[];
  /** A staff token without rights: every authenticated request is 403 NoPermissionError. */
  forbidden: boolean;
  /** Requests are read but never answered. */
  hang: boolean;
  /** The site endpoint answers as a site that is not Ghost. */
  notGhost: boolean;
  /** Every request is answered 301 to this address (as a site moved to https or www). */
  redirect: string | null;
  /** The next `count` requests (any endpoint) are answered with `status` in Ghost's shape. */
  failNext(count: number, status: number): void;
  /** Someone else edited the post: its updated_at moves on. */
  touch(id: string): void;
  /** Someone else saves the post just before the next PUT to it arrives (a 409 collision). */
  collideNext(id: string): void;
  /** The posts created (POST /posts/) so far. */
  creates(): number;
  close(): Promise<void>;
};

const ERROR_TYPES: Record<number, string> = {
  400: "BadRequestError",
  401: "UnauthorizedError",
  403: "NoPermissionError",
  404: "NotFoundError",
  409: "UpdateCollisionError",
  422: "ValidationError",
  429: "TooManyRequestsError",
  500: "InternalServerError",
  503: "ServiceUnavailableError",
};

/** Ghost's length limits of a post's fields (its schema). */
const LIMITS = {
  title: 255,
  custom_excerpt: 300,
  meta_description: 500,
  feature_image_alt: 191,
  slug: 191,
};
const STATUSES = ["published", "draft", "scheduled"];
const TEXT_FIELDS = [
  "custom_excerpt",
  "meta_description",
  "feature_image",
  "feature_image_alt",
  "canonical_url",
] as const;

class GhostFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly context: string | null = null,
  ) {
    super(message);
  }
}

/** A new Admin API key in Ghost's form: a 24-hex id, a colon, a 64-hex secret. */
export function newGhostKey(): string {
  return `${randomBytes(12).toString("hex")}:${randomBytes(32).toString("hex")}`;
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 185) || "untitled";

export async function startScriptedGhost(
  options: { key?: string; title?: string; version?: string } = {},
): Promise<ScriptedGhost> {
  const posts = new Map<string, GhostPost>();
  const requests: GhostRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let clock = 0;
  const colliding = new Set<string>();
  /** ISO times, strictly increasing (two saves in one millisecond still differ). */
  const now = () => {
    clock = Math.max(clock + 1, Date.now());
    return new Date(clock).toISOString();
  };

  const ghost = {
    key: options.key ?? newGhostKey(),
    posts,
    requests,
    forbidden: false,
    hang: false,
    notGhost: false,
    redirect: null,
    failNext(count: number, status: number) {
      failures = { count, status };
    },
    touch(id: string) {
      const post = posts.get(id);
      if (post) post.updated_at = now();
    },
    collideNext(id: string) {
      colliding.add(id);
    },
    creates: () =>
      requests.filter((r) => r.method === "POST" && r.path === "/ghost/api/admin/posts/").length,
  } as ScriptedGhost;

  async function authenticate(authorization: string | undefined) {
    const match = /^Ghost (\S+)$/.exec(authorization ?? "");
    if (!match)
      throw new GhostFailure(401, 'Authorization header format is "Authorization: Ghost [token]"');
    const token = match[1] ?? "";
    let kid: string | undefined;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      throw new GhostFailure(401, "Invalid token");
    }
    const [id, secret = ""] = ghost.key.split(":");
    if (!kid || kid !== id) throw new GhostFailure(401, "Unknown Admin API Key");
    try {
      const { payload } = await jwtVerify(token, Buffer.from(secret, "hex"), {
        algorithms: ["HS256"],
        audience: "/admin/",
        maxTokenAge: "5m",
      });
      if (typeof payload.exp !== "number" || typeof payload.iat !== "number")
        throw new Error("exp and iat required");
      if (payload.exp - payload.iat > 5 * 60) throw new Error("exp too far");
    } catch (error) {
      throw new GhostFailure(401, `Invalid token: ${(error as Error).message}`);
    }
    if (ghost.forbidden)
      throw new GhostFailure(403, "You do not have permission to perform this request");
  }

  function postUrl(post: Pick<GhostPost, "slug" | "uuid" | "status">) {
    return post.status === "published"
      ? `${ghost.url}/${post.slug}/`
      : `${ghost.url}/p/${post.uuid}/`;
  }

  function validate(input: Record<string, unknown>, creating: boolean) {
    const invalid = (context: string) =>
      new GhostFailure(422, "Validation error, cannot save post.", context);
    if (creating && (typeof input.title !== "string" || input.title.trim() === ""))
      throw invalid("Value in [posts.title] cannot be blank.");
    for (const [field, max] of Object.entries(LIMITS)) {
      const value = input[field];
      if (typeof value === "string" && value.length > max)
        throw invalid(`Value in [posts.${field}] exceeds maximum length of ${max} characters.`);
    }
    if (input.status !== undefined && !STATUSES.includes(String(input.status)))
      throw invalid("Value in [posts.status] is invalid.");
  }

  function uniqueSlug(wanted: string, except: string | null) {
    const base = slugify(wanted);
    let slug = base;
    for (let n = 2; [...posts.values()].some((p) => p.slug === slug && p.id !== except); n++)
      slug = `${base}-${n}`;
    return slug;
  }

  function apply(post: GhostPost, input: Record<string, unknown>) {
    const text = (field: string) =>
      field in input ? ((input[field] as string | null) ?? null) : undefined;
    if (typeof input.title === "string") post.title = input.title;
    if (typeof input.html === "string") post.html = input.html;
    for (const field of TEXT_FIELDS) {
      const value = text(field);
      if (value !== undefined) post[field] = value;
    }
    if (typeof input.slug === "string" && input.slug) post.slug = uniqueSlug(input.slug, post.id);
    if (Array.isArray(input.tags))
      post.tags = (input.tags as { name?: unknown }[])
        .filter((tag) => typeof tag?.name === "string")
        .map((tag) => ({ id: hex(12), name: String(tag.name), slug: slugify(String(tag.name)) }));
    if (typeof input.status === "string") {
      post.status = input.status as GhostPost["status"];
      if (post.status === "published" && !post.published_at) post.published_at = now();
    }
    post.updated_at = now();
    post.url = postUrl(post);
  }

  function postInput(body: unknown): Record<string, unknown> {
    const list = (body as { posts?: unknown })?.posts;
    if (!Array.isArray(list) || typeof list[0] !== "object" || list[0] === null)
      throw new GhostFailure(400, "No root key ('posts') provided.");
    return list[0] as Record<string, unknown>;
  }

  function found(id: string) {
    const post = posts.get(id);
    if (!post) throw new GhostFailure(404, "Post not found.");
    return post;
  }

  async function route(
    method: string,
    path: string,
    query: URLSearchParams,
    request: GhostRequest,
  ) {
    const admin = "/ghost/api/admin";
    if (method === "GET" && path === `${admin}/site/`) {
      if (ghost.notGhost)
        return [200, { name: "Not Ghost", description: "Some other API" }] as const;
      return [
        200,
        {
          site: {
            title: options.title ?? "Scripted Ghost",
            description: "A Ghost site for Inkwell's tests",
            url: `${ghost.url}/`,
            version: options.version ?? "5.98",
          },
        },
      ] as const;
    }
    if (!path.startsWith(`${admin}/posts/`)) throw new GhostFailure(404, "Resource not found");
    await authenticate(request.authorization);
    const rest = path.slice(`${admin}/posts/`.length);
    if (method === "GET" && rest === "") {
      const limit = Math.max(1, Number(query.get("limit") ?? 15) || 15);
      const all = [...posts.values()].reverse();
      const pagination = { page: 1, limit, total: all.length };
      return [200, { posts: all.slice(0, limit), meta: { pagination } }] as const;
    }
    if (method === "POST" && rest === "") {
      const input = postInput(request.body);
      validate(input, true);
      const at = now();
      const post = {
        ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, null])),
        ...{ id: hex(12), uuid: randomUUID(), title: "", slug: "", html: "", tags: [] },
        ...{ status: "draft", url: "", created_at: at, updated_at: at, published_at: null },
      } as unknown as GhostPost;
      apply(post, { ...input, slug: input.slug || input.title });
      posts.set(post.id, post);
      return [201, { posts: [post] }] as const;
    }
    const bySlug = /^slug\/([^/]+)\/$/.exec(rest);
    if (method === "GET" && bySlug) {
      const slug = decodeURIComponent(bySlug[1] ?? "");
      const post = [...posts.values()].find((p) => p.slug === slug);
      if (!post) throw new GhostFailure(404, "Post not found.");
      return [200, { posts: [post] }] as const;
    }
    const byId = /^([0-9a-f]{24})\/$/.exec(rest);
    if (byId && method === "GET") return [200, { posts: [found(byId[1] ?? "")] }] as const;
    if (byId && method === "PUT") {
      const post = found(byId[1] ?? "");
      if (colliding.delete(post.id)) ghost.touch(post.id);
      const input = postInput(request.body);
      if (typeof input.updated_at !== "string")
        throw new GhostFailure(
          422,
          "Validation error, cannot edit post.",
          "Value in [posts.updated_at] is required.",
        );
      if (input.updated_at !== post.updated_at)
        throw new GhostFailure(409, "Saving failed! Someone else is editing this post.");
      validate(input, false);
      apply(post, input);
      return [200, { posts: [post] }] as const;
    }
    throw new GhostFailure(404, "Resource not found");
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://ghost.local");
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const logged: GhostRequest = {
        method: request.method ?? "GET",
        path: url.pathname,
        query: url.search,
        authorization: request.headers.authorization,
        acceptVersion: request.headers["accept-version"] as string | undefined,
        body,
      };
      requests.push(logged);
      if (ghost.hang) return;
      if (ghost.redirect) {
        response.writeHead(301, { location: ghost.redirect });
        return response.end();
      }
      let status: number;
      let answer: unknown;
      try {
        if (failures.count > 0) {
          failures.count--;
          throw new GhostFailure(failures.status, `Scripted failure ${failures.status}`);
        }
        [status, answer] = await route(logged.method, url.pathname, url.searchParams, logged);
      } catch (error) {
        const failure =
          error instanceof GhostFailure ? error : new GhostFailure(500, (error as Error).message);
        status = failure.status;
        answer = {
          errors: [
            {
              message: failure.message,
              context: failure.context,
              type: ERROR_TYPES[failure.status] ?? "InternalServerError",
              id: randomUUID(),
              code: null,
            },
          ],
        };
      }
      response.writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "content-version": "v5.98",
      });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(ghost, {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
