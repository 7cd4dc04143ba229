import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { openEventStream } from "../../tests/support/event-stream";
import {
  scriptedPipeline,
  silentLog,
  startTestQueue,
  waitUntil,
} from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import type { SessionUser } from "../auth";
import { createDatabase } from "../db";
import { generationEvents, startGeneration } from "../generation";
import { type ModelStatusSource, modelStatusEvents, StreamPlaces } from "../model";
import { STREAMS_PER_USER } from "./events";
import { notifyProgress } from "./progress";

const SAFETY_MS = 400;
const t = testDatabase();
let base = "";
let stopAll = async () => {};
/** Statements the event streams sent to the database. */
let queries = 0;

function asUser(user: { id: string; email: string }, tier: SessionUser["tier"]): SessionUser {
  return {
    ...user,
    name: "U",
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier,
  };
}
const users = new Map<string, SessionUser>();
async function member(tier: SessionUser["tier"] = "elite") {
  const user = asUser(await createUserWithSession(t.db, { tier }), tier);
  users.set(user.id, user);
  return user;
}

beforeAll(async () => {
  // Generations stay queued (no worker): the tests make the changes themselves.
  const started = await startTestQueue(t.db, t.url, scriptedPipeline(), { work: false });
  const counted = createDatabase(t.url, { max: 4 });
  const query = counted.$client.query.bind(counted.$client);
  counted.$client.query = ((...args: Parameters<typeof query>) => {
    queries++;
    return query(...args);
  }) as typeof query;
  const app = express();
  app.use((req, res, next) => {
    res.locals.user = users.get(req.get("x-user") ?? "") ?? null;
    next();
  });
  // As server/http/app.ts: one count of each user's streams for both routes.
  const places = new StreamPlaces();
  app.get(
    "/api/generations/:id/events",
    generationEvents({
      db: counted,
      hub: started.hub,
      log: silentLog,
      safetyMs: SAFETY_MS,
      places,
    }),
  );
  const model = {
    status: { provider: "local", state: "ready", model: "m" },
    subscribe: () => () => {},
  };
  app.get("/api/model/events", modelStatusEvents(model as ModelStatusSource, places));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stopAll = async () => {
    server.closeAllConnections();
    server.close();
    await started.stop();
    await counted.$client.end();
  };
});
afterAll(() => stopAll());

const input = { contentType: "blog", title: "T", topic: "x", language: "en" } as never;
const stream = (id: string, user: SessionUser) =>
  openEventStream(`${base}/api/generations/${id}/events`, { "x-user": user.id });

/** Appends text to a generation and notifies, as the progress writer does. */
async function progress(id: string, text: string) {
  await t.db.execute(
    sql`update generations set text = text || ${text}, version = version + 1 where id = ${id}`,
  );
  await notifyProgress(t.db, id);
}

describe("one LISTEN fan-out per process", () => {
  it("reads a changed generation once however many streams follow it", async () => {
    const owner = await member();
    const { id } = await startGeneration(owner, input);
    for (const count of [1, 4]) {
      const streams = await Promise.all(Array.from({ length: count }, () => stream(id, owner)));
      await waitUntil(
        async () => streams.every((s) => s.events.length === 1),
        (done) => done,
      );
      const before = queries;
      for (let step = 1; step <= 5; step++) {
        await progress(id, `<p>${count}-${step}</p>`);
        await waitUntil(
          async () => streams.every((s) => s.events.length === step + 1),
          (done) => done,
        );
      }
      // Five changes: five reads (plus at most the safety reads of the time it took), for one
      // stream or four; reading per stream would be 20.
      const safetyReads = 2;
      expect(queries - before).toBeLessThanOrEqual(5 + safetyReads);
      for (const s of streams) {
        expect((s.events.at(-1) as { delta: string }).delta).toBe(`<p>${count}-5</p>`);
        s.close();
      }
    }
  });

  it("does not query per open stream while nothing changes: 40 streams, one safety read per interval", async () => {
    const owners = await Promise.all(Array.from({ length: 8 }, () => member()));
    const ids = await Promise.all(owners.map((owner) => startGeneration(owner, input)));
    const streams = await Promise.all(
      owners.flatMap((owner, i) =>
        Array.from({ length: STREAMS_PER_USER }, () => stream(ids[i]?.id ?? "", owner)),
      ),
    );
    expect(streams.map((s) => s.status)).toEqual(Array(40).fill(200));
    const before = queries;
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5 * SAFETY_MS));
    const intervals = Math.ceil((Date.now() - started) / SAFETY_MS);
    // The old stream read its row every 2 s on its own: 40 streams, 40 reads per 2 s.
    expect(queries - before).toBeLessThanOrEqual(intervals + 1);
    expect(queries - before).toBeGreaterThan(0);
    for (const s of streams) s.close();
  });

  it("still delivers a change whose notice was lost, at the next safety read", async () => {
    const owner = await member();
    const { id } = await startGeneration(owner, input);
    const open = await stream(id, owner);
    await waitUntil(
      async () => open.events.length,
      (n) => n === 1,
    );
    await t.db.execute(
      sql`update generations set text = text || 'quiet', version = version + 1 where id = ${id}`,
    );
    await waitUntil(
      async () => open.events.length,
      (n) => n === 2,
      5_000,
    );
    expect((open.events[1] as { delta: string }).delta).toBe("quiet");
    open.close();
  });
});

describe("open event streams per user", () => {
  it(`refuses a ${STREAMS_PER_USER + 1}th stream with 429 and Retry-After; a closed one frees a place`, async () => {
    const owner = await member();
    const { id } = await startGeneration(owner, input);
    // Opened all at once: exactly the limit passes.
    const opened = await Promise.all(
      Array.from({ length: STREAMS_PER_USER + 3 }, () => stream(id, owner)),
    );
    const streams = opened.filter((s) => s.status === 200);
    expect(streams).toHaveLength(STREAMS_PER_USER);
    expect(opened.filter((s) => s.status === 429)).toHaveLength(3);
    const refused = await fetch(`${base}/api/generations/${id}/events`, {
      headers: { "x-user": owner.id },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.json()).toEqual({
      error: {
        code: "STREAM_LIMIT",
        title: "common:tooManyAttempts.title",
        message: "common:errors.streamLimit",
        params: { count: STREAMS_PER_USER },
      },
    });
    // Someone else is not held up by it.
    const other = await member();
    const theirs = await startGeneration(other, input);
    const them = await stream(theirs.id, other);
    expect(them.status).toBe(200);
    them.close();
    streams[0]?.close();
    const again = await waitUntil(
      () => stream(id, owner),
      (s) => s.status === 200,
      5_000,
    );
    again.close();
    for (const s of streams) s.close();
  });

  // Issue 24, finding 8: the model's state stream counts with the generations' streams.
  it("counts /api/model/events with the generation streams", async () => {
    const owner = await member();
    const { id } = await startGeneration(owner, input);
    const modelStream = () => openEventStream(`${base}/api/model/events`, { "x-user": owner.id });
    const generations = await Promise.all(
      Array.from({ length: STREAMS_PER_USER - 2 }, () => stream(id, owner)),
    );
    const models = [await modelStream(), await modelStream()];
    expect([...generations, ...models].map((s) => s.status)).toEqual(
      Array(STREAMS_PER_USER).fill(200),
    );
    expect((await modelStream()).status).toBe(429);
    expect((await stream(id, owner)).status).toBe(429);
    models[0]?.close();
    const again = await waitUntil(
      () => stream(id, owner),
      (s) => s.status === 200,
      5_000,
    );
    again.close();
    for (const s of [...generations, ...models]) s.close();
  });

  it("does not count a stream that was refused as not found", async () => {
    const owner = await member();
    const stranger = await member();
    const { id } = await startGeneration(owner, input);
    for (let i = 0; i < STREAMS_PER_USER + 2; i++)
      expect((await stream(id, stranger)).status).toBe(404);
    const open = await stream(id, owner);
    expect(open.status).toBe(200);
    open.close();
  });
});
