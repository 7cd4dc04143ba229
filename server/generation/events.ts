import { and, eq } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { SessionUser } from "../auth";
import { type Database, schema } from "../db";
import { errorAnswer, NotFound, Unauthenticated } from "../errors";
import type { ProgressHub } from "./hub";

const TERMINAL = new Set(["succeeded", "failed"]);
const HEARTBEAT_MS = 15_000;
const BACKSTOP_MS = 2_000;

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
 * exactly where it was (Last-Event-ID). The stream ends after the final event.
 */
export function generationEvents(deps: { db: Database; hub: ProgressHub }): RequestHandler {
  return async (req, res) => {
    const user = res.locals.user as SessionUser | null;
    if (!user) {
      const { status, body } = errorAnswer(new Unauthenticated());
      res.status(status).json(body);
      return;
    }
    const id = String(req.params.id ?? "");
    const read = async () => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await deps.db
        .select()
        .from(schema.generations)
        .where(and(eq(schema.generations.id, id), eq(schema.generations.userId, user.id)));
      return row ?? null;
    };
    const first = await read();
    if (!first) {
      const { status, body } = errorAnswer(new NotFound("common:errors.generationNotFound"));
      res.status(status).json(body);
      return;
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
    let closed = false;
    let sending: Promise<void> = Promise.resolve();
    const send = (row: NonNullable<Awaited<ReturnType<typeof read>>>) => {
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
    const refresh = () => {
      sending = sending.then(async () => {
        if (closed) return;
        const row = await read().catch(() => null);
        if (row && !closed) send(row);
      });
    };
    const unsubscribe = deps.hub.subscribe(id, refresh);
    const heartbeat = setInterval(() => res.write(": keep-alive\n\n"), HEARTBEAT_MS);
    const backstop = setInterval(refresh, BACKSTOP_MS);
    function finish() {
      if (closed) return;
      closed = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearInterval(backstop);
      res.end();
    }
    req.on("close", finish);
    send(first);
  };
}
