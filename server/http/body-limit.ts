import type { IncomingMessage, ServerResponse } from "node:http";
import { v1Path } from "@domain/api/contract";
import { API_CONTRACTS } from "@domain/api/index";
import type { RequestHandler } from "express";
import { matchPath } from "react-router";
import { MCP_PATH } from "../api-keys";
import { AppError, errorAnswer } from "../errors";

const KIB = 1024;
const MIB = 1024 * KIB;

/** Forms and JSON: every field of every form and API fits many times over. */
export const DEFAULT_BODY_LIMIT = 64 * KIB;

/**
 * Routes that save content get more: the editor's post (HTML up to MAX_HTML_LENGTH, 2,000,000
 * characters) sent form-encoded, where a character can take up to 9 bytes (3 UTF-8 bytes, each
 * percent-encoded).
 */
/**
 * Every larger limit, as React Router path patterns: the editor's page, then the API contracts
 * whose body may be larger than the default (`body.limit`). Built once, at start.
 */
const LARGER_LIMITS: ReadonlyArray<{ method: string; path: string; limit: number }> = [
  { method: "POST", path: "/dashboard/edit/:id", limit: 20 * MIB },
  // The MCP server's messages: update_post carries a body as large as the editor's save.
  { method: "POST", path: MCP_PATH, limit: 20 * MIB },
  ...API_CONTRACTS.flatMap((c) =>
    c.body?.limit
      ? [
          { method: c.method, path: c.path, limit: c.body.limit },
          // The same operation at its public API address (issue 30).
          ...(c.v1 ? [{ method: c.method, path: v1Path(c.path), limit: c.body.limit }] : []),
        ]
      : [],
  ),
];

/** The most bytes a request to this method and path may send. */
export function bodyLimitFor(method: string, path: string): number {
  const rule = LARGER_LIMITS.find((r) => r.method === method && matchPath(r.path, path));
  return rule?.limit ?? DEFAULT_BODY_LIMIT;
}

function sizeText(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MB` : `${bytes / KIB} KB`;
}

/** How long the rest of a refused body is read and thrown away before the connection is cut. */
const DISCARD_MS = 5_000;

/**
 * 413 in the one error shape. The rest of the body is read and thrown away (never kept) for a
 * few seconds, then the connection is cut: closing at once would reset the connection under a
 * client still sending, which then never sees the answer.
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  req.resume();
  const cut = setTimeout(() => req.socket.destroy(), DISCARD_MS).unref();
  req.once("end", () => clearTimeout(cut));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const { status, body } = errorAnswer(
    new AppError("PAYLOAD_TOO_LARGE", 413, "common:errors.payloadTooLarge", {
      params: { max: sizeText(limit) },
    }),
  );
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  return header === undefined ? null : Number(header);
}

/**
 * Every request with a body: a declared length over the route's limit is refused at once, before
 * anything reads the body. A body without a declared length (chunked) is counted as it streams by
 * `limitedBody` on the React Router paths; the paths Express hands to other libraries
 * (`/api/auth`, `/oidc`) need a declared length (411 otherwise), as every browser sends one.
 */
export function refuseLargeBodies(options: {
  streamedPaths: (path: string) => boolean;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const limit = bodyLimitFor(req.method, req.path);
    const length = declaredLength(req);
    if (length !== null && length > limit) return refuseTooLarge(req, res, limit);
    if (length === null && req.headers["transfer-encoding"] && !options.streamedPaths(req.path)) {
      res.status(411).set("Connection", "close").end();
      return;
    }
    next();
  };
}

/**
 * The request's body as a web stream that stops at `limit` bytes: past it the client gets 413
 * at once and nothing more reaches the route, so no more than the limit is ever held.
 */
export function limitedBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
): ReadableStream<Uint8Array> {
  let received = 0;
  let refused = false;
  // Answered without reading it all (a redirect before the form was read): the rest is thrown
  // away, so that the connection can carry the next request.
  let answered = false;
  res.once("finish", () => {
    answered = true;
    if (!req.complete) req.resume();
  });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        if (refused || answered) return;
        received += chunk.byteLength;
        if (received > limit) {
          refused = true;
          refuseTooLarge(req, res, limit);
          controller.error(new AppError("PAYLOAD_TOO_LARGE", 413, "common:errors.payloadTooLarge"));
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once("end", () => {
        if (!refused && !answered) controller.close();
      });
      req.once("error", (error) => {
        if (!refused && !answered) controller.error(error);
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.destroy();
    },
  });
}
