import type { ModelStatus } from "@domain/model-status";
import type { RequestHandler } from "express";
import { errorAnswer, Unauthenticated } from "../errors";
import { StreamPlaces } from "./stream-places";
import type { ModelStatusSource } from "./types";

const HEARTBEAT_MS = 15_000;

/** Signed-in people only: anyone else gets 401 in the one error shape. */
function signedIn(res: Parameters<RequestHandler>[1]): boolean {
  if (res.locals.user) return true;
  const { status, body } = errorAnswer(new Unauthenticated());
  res.status(status).json(body);
  return false;
}

/** GET /api/model: the writing model's state now (for signed-in people). */
export function modelStatusJson(source: ModelStatusSource): RequestHandler {
  return (_req, res) => {
    if (!signedIn(res)) return;
    res.set("Cache-Control", "no-store").json(source.status);
  };
}

/**
 * GET /api/model/events: the writing model's state as Server-Sent Events, the current state
 * first, then every change (download progress a few times a second) until the client leaves.
 * Each counts among the user's open streams (`places`, shared with the generations' streams):
 * past STREAMS_PER_USER, 429 STREAM_LIMIT (issue 24).
 */
export function modelStatusEvents(
  source: ModelStatusSource,
  places = new StreamPlaces(),
): RequestHandler {
  return (req, res) => {
    if (!signedIn(res)) return;
    const release = places.take((res.locals.user as { id: string }).id);
    if (!release) return places.refuse(res);
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 2000\n\n");
    const send = (status: ModelStatus) => res.write(`data: ${JSON.stringify(status)}\n\n`);
    const unsubscribe = source.subscribe(send);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    req.on("close", () => {
      unsubscribe();
      clearInterval(heartbeat);
      release();
    });
    send(source.status);
  };
}
