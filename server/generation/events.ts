import { and, eq } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import type { SessionUser } from "../auth";
import { type Database, schema } from "../db";
import { errorAnswer, NotFound, Unauthenticated } from "../errors";
import type { Logger } from "../log";
import { StreamPlaces } from "../model";
import type { ProgressHub } from "./hub";
import { type GenerationRow, GenerationWatch } from "./watch";

const TERMINAL = new Set(["succeeded", "failed"]);
const HEARTBEAT_MS = 15_000;

export { STREAMS_PER_USER } from "../model";

/** Where a client is: the row version it saw and how much text it has (the event id). */
export function parseLastEventId(value: string | undefined): {
  version: number;
  textLength: number;
} {
  const match = /^(\d+):(\d+)$/.exec(value ?? "");
  return match
    ? { version: Number(match[1]), textLength: Number(match[2]) }
    : { version: -1, textLength: 0 };
}

/**
 * GET /api/generations/:id/events: the generation's progress as Server-Sent Events, for its
 * owner only. Each event carries the status, phase, percent and the text written since the
 * client's last event; the event id ("version:textLength") lets a reconnecting browser resume
 * exactly where it was (Last-Event-ID). The stream ends after the final event. The rows come
 * from the process's one GenerationWatch (no reading per stream after the first); a user with
 * STREAMS_PER_USER streams open (these and /api/model/events, when given the same `places`)
 * gets 429 STREAM_LIMIT.
 */
export function generationEvents(deps: {
  db: Database;
  hub: ProgressHub;
  log: Logger;
  safetyMs?: number;
  /** The user's open streams, shared with the other stream routes. */
  places?: StreamPlaces;
}): RequestHandler {
  const watch = new GenerationWatch(deps.db, deps.hub, deps.log, deps.safetyMs);
  const places = deps.places ?? new StreamPlaces();
  const refuse = (res: Response, error: unknown) => {
    const { status, body, headers } = errorAnswer(error);
    res
      .status(status)
      .set(headers ?? {})
      .json(body);
  };

  return async (req, res) => {
    const user = res.locals.user as SessionUser | null;
    if (!user) return refuse(res, new Unauthenticated());
    // The place is taken before anything is awaited, so concurrent opens cannot pass together.
    const taken = places.take(user.id);
    if (!taken) return places.refuse(res);
    const release: () => void = taken;
    const id = String(req.params.id ?? "");
    // Followed before the first read, so that a change committed meanwhile is not missed.
    let pending: GenerationRow | null = null;
    let deliver = (row: GenerationRow) => {
      if (!pending || row.version >= pending.version) pending = row;
    };
    const unfollow = /^[0-9a-f-]{36}$/i.test(id) ? watch.follow(id, (row) => deliver(row)) : null;
    const giveUp = () => {
      unfollow?.();
      release();
    };
    let first: GenerationRow | undefined;
    try {
      [first] = unfollow
        ? await deps.db
            .select()
            .from(schema.generations)
            .where(and(eq(schema.generations.id, id), eq(schema.generations.userId, user.id)))
        : [];
    } catch (error) {
      // The database did not answer: the error handler answers; the place is given back.
      giveUp();
      throw error;
    }
    if (!first) {
      giveUp();
      return refuse(res, new NotFound("common:errors.generationNotFound"));
    }
    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.write("retry: 1000\n\n");

    let seen = parseLastEventId(
      req.get("last-event-id") ?? (req.query.lastEventId as string | undefined),
    );
    let newest = -1;
    let closed = false;
    const send = (row: GenerationRow) => {
      // Reads may finish out of order: an older row than one already sent says nothing new.
      if (closed || row.version < newest) return;
      newest = row.version;
      if (row.version === seen.version && row.text.length === seen.textLength) return;
      const from = Math.min(seen.textLength, row.text.length);
      const data = {
        status: row.status,
        phase: row.phase,
        percent: row.percent,
        delta: row.text.slice(from),
        postId: row.postId,
        error: row.error,
      };
      seen = { version: row.version, textLength: row.text.length };
      res.write(`id: ${seen.version}:${seen.textLength}\ndata: ${JSON.stringify(data)}\n\n`);
      if (TERMINAL.has(row.status)) finish();
    };
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    function finish() {
      if (closed) return;
      closed = true;
      unfollow?.();
      clearInterval(heartbeat);
      release();
      res.end();
    }
    req.on("close", finish);
    send(first);
    if (pending) send(pending);
    deliver = send;
  };
}
