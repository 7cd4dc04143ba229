import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import {
  scriptedPipeline,
  silentLog,
  startTestQueue,
  waitUntil,
} from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import type { SessionUser } from "../auth";
import { generationEvents, startGeneration } from "../generation";
import { generationRow } from "../generation/runner";

const t = testDatabase();
let base = "";
let stopAll = async () => {};
let owner: SessionUser;
let stranger: SessionUser;

function asUser(user: { id: string; email: string }): SessionUser {
  return {
    ...user,
    name: "U",
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier: "pro",
  };
}

beforeAll(async () => {
  const started = await startTestQueue(t.db, t.url, scriptedPipeline({ delayMs: 150 }));
  owner = asUser(await createUserWithSession(t.db, { tier: "pro" }));
  stranger = asUser(await createUserWithSession(t.db, { tier: "pro" }));
  const app = express();
  app.use((req, res, next) => {
    res.locals.user =
      req.get("x-user") === owner.id ? owner : req.get("x-user") === stranger.id ? stranger : null;
    next();
  });
  app.get(
    "/api/generations/:id/events",
    generationEvents({ db: t.db, hub: started.hub, log: silentLog }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stopAll = async () => {
    server.closeAllConnections();
    server.close();
    await started.stop();
  };
});
afterAll(() => stopAll());

type Event = {
  id: string;
  data: { status: string; phase: string; percent: number; delta: string; postId: string | null };
};

/** Reads the stream to its end (or until `stopAfter` events), parsing each event. */
async function readEvents(
  id: string,
  headers: Record<string, string>,
  stopAfter = Number.POSITIVE_INFINITY,
) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/generations/${id}/events`, {
    headers,
    signal: controller.signal,
  });
  const events: Event[] = [];
  if (!response.body) return { response, events };
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const eventId = /^id: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (eventId && data) events.push({ id: eventId, data: JSON.parse(data) });
        if (events.length >= stopAfter) {
          controller.abort();
          return { response, events };
        }
        end = buffer.indexOf("\n\n");
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return { response, events };
}

describe("GET /api/generations/:id/events", () => {
  it("streams the real phases and text to the end, and a reconnect resumes from Last-Event-ID", async () => {
    const { id } = await startGeneration(owner, {
      contentType: "blog",
      title: "T",
      topic: "x",
      language: "en",
    } as never);
    const partial = await readEvents(id, { "x-user": owner.id }, 3);
    expect(partial.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const lastId = partial.events.at(-1)?.id ?? "";
    const rest = await readEvents(id, { "x-user": owner.id, "last-event-id": lastId });
    const all = [...partial.events, ...rest.events];
    const final = all.at(-1)?.data;
    expect(final?.status).toBe("succeeded");
    expect(final?.percent).toBe(100);
    expect(final?.postId).toBeTruthy();
    const phases = [...new Set(all.map((e) => e.data.phase))];
    expect(phases).toEqual(expect.arrayContaining(["writing", "done"]));
    const row = await generationRow(t.db, id);
    // Every character of the text arrived once, in order, across the reconnect.
    expect(all.map((e) => e.data.delta).join("")).toBe(row?.text);
    const percents = all.map((e) => e.data.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
  });

  it("ends at once for a finished generation and shows nobody else's", async () => {
    const { id } = await startGeneration(owner, {
      contentType: "blog",
      title: "T",
      topic: "x",
      language: "en",
    } as never);
    await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "succeeded",
    );
    const done = await readEvents(id, { "x-user": owner.id });
    expect(done.events).toHaveLength(1);
    expect(done.events[0]?.data.status).toBe("succeeded");
    expect(
      (await fetch(`${base}/api/generations/${id}/events`, { headers: { "x-user": stranger.id } }))
        .status,
    ).toBe(404);
    expect((await fetch(`${base}/api/generations/${id}/events`)).status).toBe(401);
    expect(
      (
        await fetch(`${base}/api/generations/not-a-uuid/events`, {
          headers: { "x-user": owner.id },
        })
      ).status,
    ).toBe(404);
  });
});
