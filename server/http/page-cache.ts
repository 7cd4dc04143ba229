import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

/** Notices of a change to what public pages show (server/db migration 0010's notifications). */
export type ChangeSource = { subscribe(id: string, listener: () => void): () => void };

type Entry = { body: string; nonce: string; headers: Record<string, string> };

/** The headers a cached page is sent again with; the rest (CSP, security) are per response. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-language", "link"];

/**
 * A cache of rendered public pages and feeds for anonymous visitors (issue 13,
 * performance-notes.md):
 * React Router does not run for a hit. A page is stored when React Router answered 200 with
 * `Cache-Control: public` (the site routes' `headers`) and set no cookie; the key is the path
 * and query, the Cookie header (language, theme) and Accept-Language, so every visitor gets
 * exactly what a render would give them. Each hit carries this response's CSP nonce in place
 * of the stored one. Any change to published content or SEO settings empties the cache (a
 * notification from the database, whoever wrote). A signed-in visitor is never served from or
 * stored in it, and their page is marked private.
 */
export function pageCache(options: {
  changes?: ChangeSource;
  maxEntries?: number;
}): RequestHandler {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, Entry>();
  let version = 0;
  options.changes?.subscribe("changed", () => {
    version += 1;
    entries.clear();
  });
  // A page's validator: this process (a restart may bring new code), the content's version and
  // the variant (path, cookies, languages), so a theme or language change is never a 304.
  const boot = randomBytes(4).toString("hex");
  const etagOf = (key: string) =>
    `W/"${boot}-${version}-${createHash("sha1").update(key).digest("base64url").slice(0, 16)}"`;

  return (req, res, next) => {
    const user = res.locals.user;
    if (user) {
      keepPrivate(res);
      return next();
    }
    const cookie = req.get("cookie") ?? "";
    // A pending toast is shown once: that page is the visitor's own.
    if (req.method !== "GET" || /(?:^|;\s*)toast=/.test(cookie)) return next();
    const key = [req.originalUrl, cookie, req.get("accept-language") ?? ""].join("\n");
    const nonce = res.locals.nonce as string;

    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value);
      const etag = etagOf(key);
      res.setHeader("ETag", etag);
      res.setHeader("X-Page-Cache", "hit");
      if (req.get("if-none-match") === etag) {
        // The browser keeps its copy, whose scripts carry the nonce of the policy it stored
        // with it: a new policy here would block them.
        res.removeHeader("Content-Security-Policy");
        return void res.status(304).end();
      }
      return void res.status(200).send(hit.body.split(hit.nonce).join(nonce));
    }

    const startedAt = version;
    // A public page rendered now carries the validator the next visit revalidates with.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      const publicPage = String(res.getHeader("cache-control") ?? "").includes("public");
      if (res.statusCode === 200 && publicPage && version === startedAt)
        res.setHeader("ETag", etagOf(key));
      return writeHead(...args);
    }) as Response["writeHead"];
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    // Decided at the first write, once the headers are set: only a public page is kept.
    let keep: boolean | undefined;
    const collect = (chunk: unknown, encoding: unknown) => {
      keep ??= String(res.getHeader("cache-control") ?? "").includes("public");
      if (!keep) return;
      if (typeof chunk === "string")
        chunks.push(
          Buffer.from(chunk, typeof encoding === "string" ? (encoding as never) : "utf8"),
        );
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
      const storable =
        keep === true &&
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        version === startedAt;
      if (storable) {
        const body = Buffer.concat(chunks).toString("utf8");
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { body, nonce, headers });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}

/** A signed-in visitor's page carries their header: no shared cache may keep it. */
function keepPrivate(res: Response): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const cacheControl = res.getHeader("cache-control");
    if (typeof cacheControl === "string" && cacheControl.includes("public"))
      res.setHeader("Cache-Control", "private, no-cache");
    return writeHead(...args);
  }) as Response["writeHead"];
}
