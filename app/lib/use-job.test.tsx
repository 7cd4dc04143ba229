// @vitest-environment jsdom

import { contract } from "@domain/api/contract";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type JobKind, useJob } from "./use-job";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Job = { id: string; status: "queued" | "running" | "succeeded" | "failed"; text: string };
const jobSchema = z.object({
  id: z.string(),
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  text: z.string(),
});
const answerSchema = z.object({ job: jobSchema });
type Answer = z.infer<typeof answerSchema>;
const eventSchema = z.object({
  status: z.enum(["queued", "running", "succeeded", "failed"]),
  delta: z.string(),
});
type Event = z.infer<typeof eventSchema>;

const startJob = contract({
  id: "startJob",
  method: "POST",
  path: "/api/jobs",
  summary: "Start a job",
  access: "user",
  body: { schema: z.unknown() },
  answer: { kind: "json", schema: answerSchema, status: 202 },
  errors: [],
});
const readJob = contract({
  id: "readJob",
  method: "GET",
  path: "/api/jobs/:id",
  summary: "A job",
  access: "user",
  answer: { kind: "json", schema: answerSchema },
  errors: [],
});
const jobEvents = contract({
  id: "jobEvents",
  method: "GET",
  path: "/api/jobs/:id/events",
  summary: "A job's events",
  access: "user",
  answer: { kind: "events", schema: eventSchema },
  errors: [],
});

const POLLED: JobKind<Job, Answer, never, Answer> = {
  start: { contract: startJob, begin: ({ job }) => job },
  poll: {
    contract: readJob,
    params: (job) => ({ id: job.id }),
    read: ({ job }) => job,
    everyMs: 5,
  },
};
const STREAMED: JobKind<Job, Answer, Event, unknown> = {
  start: { contract: startJob, begin: ({ job }) => job },
  events: {
    contract: jobEvents,
    params: (job) => ({ id: job.id }),
    apply: (job, event) => ({ ...job, status: event.status, text: job.text + event.delta }),
  },
};

/** A stand-in EventSource the test drives. */
class FakeSource {
  static CLOSED = 2;
  static last: FakeSource | null = null;
  readyState = 1;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

let root: Root;
let hook: ReturnType<typeof useJob<Job, Answer, Event, Answer>>;
const finished = vi.fn();
function Probe<E extends Event, R>(props: {
  kind: JobKind<Job, Answer, E, R>;
  latest?: Job | null;
}) {
  hook = useJob(props.kind, { latest: props.latest, onFinished: finished }) as typeof hook;
  return null;
}
async function render(kind: JobKind<Job, Answer, never, Answer> | typeof STREAMED, latest?: Job) {
  await act(async () => root.render(<Probe kind={kind as typeof POLLED} latest={latest} />));
}
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(check()).toBe(true);
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  finished.mockReset();
  root = createRoot(document.createElement("div"));
  vi.stubGlobal("EventSource", FakeSource);
});
afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

describe("useJob", () => {
  it("starts a job, reads it again while it runs and announces its end once", async () => {
    const reads = ["running", "running", "succeeded"];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST")
        return json({ job: { id: "j1", status: "queued", text: "" } }, 202);
      expect(url).toBe("/api/jobs/j1");
      return json({ job: { id: "j1", status: reads.shift() ?? "succeeded", text: "done" } });
    });
    vi.stubGlobal("fetch", fetchMock);
    await render(POLLED);
    let error: unknown = "unset";
    await act(async () => {
      error = await hook.start({ any: "request" });
    });
    expect(error).toBeNull();
    expect(hook.busy).toBe(true);
    await until(() => hook.job?.status === "succeeded");
    expect(hook.busy).toBe(false);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(finished).toHaveBeenCalledWith({ id: "j1", status: "succeeded", text: "done" });
    const calls = fetchMock.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it("fills the start contract's path with the kind's params (a post's fact checks)", async () => {
    const startForPost = contract({
      id: "startForPost",
      method: "POST",
      path: "/api/posts/:id/jobs",
      summary: "Start a job about a post",
      access: "user",
      body: { schema: z.unknown() },
      answer: { kind: "json", schema: answerSchema, status: 202 },
      errors: [],
    });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? json({ job: { id: "p1", status: "queued", text: "" } }, 202)
        : json({ job: { id: "p1", status: "succeeded", text: "" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const kind: JobKind<Job, Answer, never, Answer> = {
      ...POLLED,
      start: { contract: startForPost, params: { id: "post 7" }, begin: ({ job }) => job },
    };
    await render(kind);
    await act(async () => {
      await hook.start({});
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/posts/post%207/jobs");
    await until(() => hook.job?.status === "succeeded");
  });

  it("hands back the server's refusal and starts nothing", async () => {
    const refusal = { error: { code: "DAILY_LIMIT", message: "ideas:errors.dailyLimit" } };
    vi.stubGlobal("fetch", async () => json(refusal, 402));
    await render(POLLED);
    let error: unknown;
    await act(async () => {
      error = await hook.start({});
    });
    expect(error).toMatchObject({ code: "DAILY_LIMIT", message: "ideas:errors.dailyLimit" });
    expect(hook.job).toBeNull();
    expect(hook.busy).toBe(false);
  });

  it("follows a stream to its end, and says when the server refused it", async () => {
    vi.stubGlobal("fetch", async () => json({ job: { id: "s1", status: "queued", text: "" } }));
    await render(STREAMED);
    await act(async () => void (await hook.start({})));
    const source = FakeSource.last;
    expect(source?.url).toBe("/api/jobs/s1/events");
    source?.emit({ status: "running", delta: "Hello " });
    source?.emit({ status: "succeeded", delta: "world" });
    expect(hook.job).toEqual({ id: "s1", status: "succeeded", text: "Hello world" });
    expect(source?.readyState).toBe(FakeSource.CLOSED);
    expect(finished).toHaveBeenCalledTimes(1);

    await act(async () => void (await hook.start({})));
    const refused = FakeSource.last;
    expect(refused).not.toBe(source);
    act(() => {
      refused?.close();
      refused?.onerror?.();
    });
    expect(hook.unfollowed).toBe(true);
  });

  it("follows the loader's running job after a reload; an old finished one is not announced", async () => {
    vi.stubGlobal("fetch", async () =>
      json({ job: { id: "r1", status: "succeeded", text: "ideas" } }),
    );
    await render(POLLED, { id: "old", status: "succeeded", text: "" });
    expect(hook.job?.id).toBe("old");
    await render(POLLED, { id: "r1", status: "running", text: "" });
    await until(() => hook.job?.status === "succeeded");
    expect(finished).toHaveBeenCalledTimes(1);
    expect(finished).toHaveBeenCalledWith({ id: "r1", status: "succeeded", text: "ideas" });
  });
});
