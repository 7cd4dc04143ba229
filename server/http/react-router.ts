import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { bodyLimitFor, limitedBody } from "./body-limit";

/**
 * React Router behind Express, as @react-router/express does it, with two differences: the body a
 * loader or action reads is limited by route (./body-limit.ts) while it streams, so
 * `request.formData()` and `request.json()` can never hold more than the route allows; and an
 * escaped line break in the path reaches React Router as text (ESCAPED_LINE_BREAK below).
 */
export function reactRouterHandler(options: {
  build: () => Promise<ServerBuild>;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}): RequestHandler {
  const handle = createRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toRequest(req, res), options.getLoadContext(req, res));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * An escaped line break in the path (CR, LF, U+2028, U+2029), with its `%` escaped once more.
 * React Router decodes the path and matches it with regular expressions whose `.` stops at line
 * breaks (their `*` is `(.*)` without the `s` flag; upstream declined to change it,
 * remix-run/react-router#13490), so `/a%0Db` matched no route, not even the `*` of the not-found
 * page. With no match React Router skips every middleware (remix-run/react-router#14168) and
 * renders the root's error boundary without the language the root middleware sets: a 500. Read
 * as text, the path is one more unknown path and gets the not-found page like any other. A
 * route's parameter then holds `%0D` instead of a line break; neither is a valid id, slug or
 * format, and the route refuses it as before.
 */
/**
 * An escaped NUL is kept as text the same way: PostgreSQL refuses a NUL in any text value, so a
 * route that looked `/blog/%00` up answered 500 (fuzz seed 472074154) instead of not found.
 */
const ESCAPED_LINE_BREAK = /%0[ad]|%00|%e2%80%a[89]/gi;

function toRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.host || "localhost"}${req.originalUrl}`);
  url.pathname = url.pathname.replace(ESCAPED_LINE_BREAK, (found) => found.replaceAll("%", "%25"));
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = limitedBody(req, res, bodyLimitFor(req.method, req.path));
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  // Answered already (a body over the limit): the route's answer is dropped.
  if (res.destroyed || res.writableEnded || res.headersSent) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
