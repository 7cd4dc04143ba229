// GET /api/model/events counts among a user's open event streams (issue 24, finding 8): before,
// one user could hold any number open, each with its listener and heartbeat.
import type { AddressInfo } from "node:net";
import type { ModelStatus } from "@domain/model-status";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openEventStream } from "../../tests/support/event-stream";
import { modelStatusEvents } from "./model-events";
import { STREAMS_PER_USER, StreamPlaces } from "./stream-places";

const status: ModelStatus = { provider: "local", state: "ready", model: "m.gguf" };
const source = { status, subscribe: () => () => {} };
const places = new StreamPlaces();
let base = "";
let stop = async () => {};

beforeAll(async () => {
  const app = express();
  app.use((req, res, next) => {
    const id = req.get("x-user");
    res.locals.user = id ? { id } : null;
    next();
  });
  app.get("/api/model/events", modelStatusEvents(source, places));
  app.get("/own/events", modelStatusEvents(source));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
});
afterAll(() => stop());

const open = (user: string, path = "/api/model/events") =>
  openEventStream(`${base}${path}`, { "x-user": user });

describe("GET /api/model/events", () => {
  it(`refuses a user's ${STREAMS_PER_USER + 1}th stream with 429; a closed one frees a place`, async () => {
    const opened = await Promise.all(Array.from({ length: STREAMS_PER_USER + 2 }, () => open("a")));
    const streams = opened.filter((s) => s.status === 200);
    expect(streams).toHaveLength(STREAMS_PER_USER);
    const refused = opened.filter((s) => s.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.headers.get("retry-after")).toBe("10");
    const answer = await fetch(`${base}/api/model/events`, { headers: { "x-user": "a" } });
    expect(answer.status).toBe(429);
    expect(await answer.json()).toMatchObject({
      error: {
        code: "STREAM_LIMIT",
        message: "common:errors.streamLimit",
        params: { count: STREAMS_PER_USER },
      },
    });
    // Someone else is not held up by it.
    const other = await open("b");
    expect(other.status).toBe(200);
    other.close();
    streams[0]?.close();
    await vi.waitFor(async () => {
      const again = await open("a");
      again.close();
      expect(again.status).toBe(200);
    });
    for (const s of streams) s.close();
  });

  it("counts with the generations' streams: places taken by one route are missing to the other", async () => {
    const taken = Array.from({ length: STREAMS_PER_USER - 1 }, () => places.take("c"));
    const last = await open("c");
    expect(last.status).toBe(200);
    expect(places.take("c")).toBeUndefined();
    expect((await open("c")).status).toBe(429);
    last.close();
    await vi.waitFor(() => {
      const release = places.take("c");
      expect(release).toBeDefined();
      release?.();
    });
    for (const release of taken) release?.();
  });

  it("keeps the limit without shared places too, and still wants a signed-in user", async () => {
    const opened = await Promise.all(
      Array.from({ length: STREAMS_PER_USER + 1 }, () => open("d", "/own/events")),
    );
    expect(opened.filter((s) => s.status === 429)).toHaveLength(1);
    for (const s of opened) s.close();
    const visitor = await fetch(`${base}/own/events`);
    expect(visitor.status).toBe(401);
    // The one error shape, with message keys (it once answered an English sentence).
    expect(await visitor.json()).toEqual({
      error: {
        code: "UNAUTHENTICATED",
        title: "common:errors.unauthenticatedTitle",
        message: "common:errors.unauthenticated",
      },
    });
  });
});
