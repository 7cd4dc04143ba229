import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { RequestHandler, Response } from "express";
import type { SessionUser } from "../auth";
import type { Database } from "../db";
import { errorAnswer, NotFound, Unauthenticated } from "../errors";
import type { Logger } from "../log";
import { StreamPlaces } from "../model";
import type { ProgressHub } from "./hub";
import { JobWatch } from "./watch";

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

type StreamedRow = { id: string; status: string };

export type JobEventsOptions<Row extends StreamedRow> = {
  db: Database;
  hub: ProgressHub;
  log: Logger;
  safetyMs?: number;
  /** The user's open streams, shared with the other stream routes. */
  places?: StreamPlaces;
  table: PgTable & { id: PgColumn; userId: PgColumn };
  /** The message key of the 404 for a job that is not the user's (or does not exist). */
  notFound: string;
  /** The row's version, bumped with every write. */
  version(row: Row): number;
  /** The text the job has written so far ("" for a kind without text). */
  text(row: Row): string;
  /** One event's data: the row's state and the text written since the client's last event. */
  data(row: Row, delta: string): Record<string, unknown>;
};

/**
 * GET .../:id/events for a metered job kind (ADR 0023): the job's progress as Server-Sent Events,
 * for its owner only. Each event carries what `data` makes of the row and the text written since
 * the client's last event; the event id ("version:textLength") lets a reconnecting browser resume
 * exactly where it was (Last-Event-ID). The stream ends after the final event. The rows come
 * from the handler's one JobWatch (no reading per stream after the first); a user with
 * STREAMS_PER_USER streams open (these and /api/model/events, when given the same `places`)
 * gets 429 STREAM_LIMIT.
 */
export function jobEvents<Row extends StreamedRow>(options: JobEventsOptions<Row>): RequestHandler {
  const { db, table } = options;
  const watch = new JobWatch<Row>(db, table, options.hub, options.log, options.safetyMs);
  const places = options.places ?? new StreamPlaces();
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
    let pending: Row | null = null;
    let deliver = (row: Row) => {
      if (!pending || options.version(row) >= options.version(pending)) pending = row;
    };
    const unfollow = /^[0-9a-f-]{36}$/i.test(id) ? watch.follow(id, (row) => deliver(row)) : null;
    const giveUp = () => {
      unfollow?.();
      release();
    };
    let first: Row | undefined;
    try {
      [first] = unfollow
        ? ((await db
            .select()
            .from(table)
            .where(and(eq(table.id, id), eq(table.userId, user.id)))) as Row[])
        : [];
    } catch (error) {
      // The database did not answer: the error handler answers; the place is given back.
      giveUp();
      throw error;
    }
    if (!first) {
      giveUp();
      return refuse(res, new NotFound(options.notFound));
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
    const send = (row: Row) => {
      const version = options.version(row);
      const text = options.text(row);
      // Reads may finish out of order: an older row than one already sent says nothing new.
      if (closed || version < newest) return;
      newest = version;
      if (version === seen.version && text.length === seen.textLength) return;
      const from = Math.min(seen.textLength, text.length);
      const data = options.data(row, text.slice(from));
      seen = { version, textLength: text.length };
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
