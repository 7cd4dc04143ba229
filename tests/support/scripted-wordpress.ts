/**
 * A scripted WordPress site for tests (issue 31): node:http on 127.0.0.1 (or https with the
 * test-only certificate in tests/fixtures/tls), following the WordPress REST API's documented
 * behaviour closely enough to be a fair test of a client: the API root at `/wp-json/` and as
 * `/?rest_route=/` (only the latter when pretty permalinks are off), Basic auth with an
 * application password (accepted with or without its spaces), `users/me?context=edit` with
 * capabilities, posts, tags and media (scripted-wordpress-routes.ts), errors in WordPress's shape
 * `{ code, message, data: { status } }`, and switches to fail, hang or redirect.
 *
 *   const wp = await startScriptedWordPress({ seoPlugin: "yoast", registeredMeta: [...] });
 *   configureSources({ appUrl, allowHosts: [wp.host] });
 *   ... wp.creates() / wp.posts / wp.failNext(2, 500) / wp.hang(true) ...
 *   await wp.close();
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";
import { routeRequest } from "./scripted-wordpress-routes";
import {
  type LoggedRequest,
  type ScriptedWordPressOptions,
  type ScriptedWordPressState,
  wpError,
} from "./scripted-wordpress-shapes";

export type {
  LoggedRequest,
  ScriptedWordPressOptions,
  ScriptedWordPressState,
  WpMedia,
  WpPost,
  WpTag,
} from "./scripted-wordpress-shapes";

export type ScriptedWordPress = ScriptedWordPressState & {
  /** http://127.0.0.1:PORT (or https://...): the site address to connect. */
  url: string;
  /** 127.0.0.1:PORT, for configureSources({ allowHosts }). */
  host: string;
  log: LoggedRequest[];
  /** The POSTs to /wp/v2/posts (creates), /wp/v2/media, /wp/v2/tags. */
  creates(kind?: "posts" | "media" | "tags"): number;
  /**
   * The next `count` requests (to `route` only, when given: "/wp/v2/media") answer `status`: 500
   * internal_server_error, or 429 with Retry-After.
   */
  failNext(count: number, status?: number, route?: string): void;
  /** Requests get no answer at all while on (the socket stays open until close()). */
  hang(on: boolean): void;
  /** Every request answers 301 to `location` while set. */
  redirectTo(location: string | null): void;
  /** Requests to this REST route answer a 200 HTML page (a cache or firewall page) while set. */
  answerHtml(route: string | null): void;
  /** Every authenticated request is refused as a wrong application password while on. */
  wrongCredentials(on: boolean): void;
  /** Pins the server's clock (post dates) to a time, or back to the real one with null. */
  setClock(at: Date | null): void;
  close(): Promise<void>;
};

const tlsDir = path.resolve(import.meta.dirname, "../fixtures/tls");

function sendHtml(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, { "content-type": "text/html; charset=UTF-8" });
  res.end(`<!doctype html><html><body>${text}</body></html>`);
}

/** The REST route a request asks for, or null when it is not a REST request. */
function restRoute(url: URL, pretty: boolean): string | null {
  const query = url.searchParams.get("rest_route");
  if (query !== null && url.pathname === "/") return query || "/";
  if (pretty && (url.pathname === "/wp-json" || url.pathname.startsWith("/wp-json/")))
    return url.pathname.slice("/wp-json".length) || "/";
  return null;
}

/** Who the Basic credentials name: "none", "wrong user", "wrong password" or "ok". */
function authOf(header: string | undefined, state: ScriptedWordPressState, refuse: boolean) {
  if (!header?.startsWith("Basic ")) return "none" as const;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  const user = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1).replace(/\s+/g, "");
  if (user !== state.options.username) return "wrong user" as const;
  if (refuse || password !== state.options.password.replace(/\s+/g, "")) return "wrong password";
  return "ok" as const;
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A 1×1 PNG, served at /fixtures/image.png for featured-image tests. */
export const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export async function startScriptedWordPress(
  options: ScriptedWordPressOptions = {},
): Promise<ScriptedWordPress> {
  let id = 100;
  let clock: Date | null = null;
  let failures: { count: number; status: number; route: string | null } = {
    count: 0,
    status: 500,
    route: null,
  };
  let hanging = false;
  let redirect: string | null = null;
  let refuseCredentials = false;
  let htmlRoute: string | null = null;
  const sockets = new Set<Socket>();
  const log: LoggedRequest[] = [];
  const state: ScriptedWordPressState = {
    options: {
      username: "editor",
      password: "abcd EFGH 1234 ijkl MNOP 5678",
      canPublish: true,
      canCreate: true,
      seoPlugin: null,
      registeredMeta: [],
      prettyPermalinks: true,
      https: false,
      notWordPress: false,
      ...options,
    },
    origin: "",
    posts: new Map(),
    tags: new Map(),
    media: new Map(),
    nextId: () => ++id,
    now: () => clock ?? new Date(),
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", state.origin);
    const route = restRoute(url, state.options.prettyPermalinks);
    const auth = authOf(req.headers.authorization, state, refuseCredentials);
    log.push({
      method: req.method ?? "GET",
      route: route ?? url.pathname,
      path: req.url ?? "/",
      auth: auth !== "none",
    });
    const body = await readBody(req);
    if (hanging) return;
    if (redirect) {
      res.writeHead(301, { location: redirect });
      res.end();
      return;
    }
    if (failures.count > 0 && (failures.route === null || failures.route === route)) {
      failures.count--;
      if (failures.status === 429) {
        res.setHeader("retry-after", "1");
        return wpError(res, 429, "too_many_requests", "Too many requests. Slow down.");
      }
      return wpError(
        res,
        failures.status,
        "internal_server_error",
        "There has been a critical error on this website.",
      );
    }
    if (route !== null && route === htmlRoute)
      return sendHtml(res, 200, "<h1>Checking your browser</h1>");
    if (url.pathname === "/fixtures/image.png") {
      res.writeHead(200, { "content-type": "image/png" });
      return res.end(PIXEL_PNG);
    }
    if (state.options.notWordPress) return sendHtml(res, 200, "<h1>A static site</h1>");
    if (route === null) return sendHtml(res, 404, "<h1>Page not found</h1>");
    if (auth === "wrong user")
      return wpError(
        res,
        401,
        "invalid_username",
        "Unknown username. Check again or try your email address.",
      );
    if (auth === "wrong password")
      return wpError(
        res,
        401,
        "incorrect_password",
        "The provided password is an invalid application password.",
      );
    routeRequest(
      state,
      { method: req.method ?? "GET", route, url, body, req, authed: auth === "ok" },
      res,
    );
  };

  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error("scripted WordPress failed", error);
      if (!res.headersSent) wpError(res, 500, "internal_server_error", String(error));
    });
  };
  const server = state.options.https
    ? https.createServer(
        {
          key: readFileSync(path.join(tlsDir, "key.pem")),
          cert: readFileSync(path.join(tlsDir, "cert.pem")),
        },
        listener,
      )
    : http.createServer(listener);
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("secureConnection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const scheme = state.options.https ? "https" : "http";
  state.origin = `${scheme}://127.0.0.1:${port}`;

  return Object.assign(state, {
    url: state.origin,
    host: `127.0.0.1:${port}`,
    log,
    creates: (kind: "posts" | "media" | "tags" = "posts") =>
      log.filter((entry) => entry.method === "POST" && entry.route === `/wp/v2/${kind}`).length,
    failNext: (count: number, status = 500, route?: string) => {
      failures = { count, status, route: route ?? null };
    },
    hang: (on: boolean) => {
      hanging = on;
    },
    redirectTo: (location: string | null) => {
      redirect = location;
    },
    answerHtml: (route: string | null) => {
      htmlRoute = route;
    },
    wrongCredentials: (on: boolean) => {
      refuseCredentials = on;
    },
    setClock: (at: Date | null) => {
      clock = at;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
