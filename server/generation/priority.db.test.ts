import { monthKey } from "@domain/usage";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import type { GenerationQueue } from "./queue";
import { GENERATION_QUEUE } from "./queue";
import { queueGeneration, startGeneration } from "./start";

const t = testDatabase();
let queue: GenerationQueue;
let stop = async () => {};

beforeAll(async () => {
  // Only enqueue: the test takes the jobs itself, in the order the queue gives them.
  const started = await startTestQueue(t.db, t.url, scriptedPipeline(), { work: false });
  queue = started.queue;
  stop = started.stop;
});
afterAll(() => stop());

const input = {
  contentType: "blog",
  title: "Queue order",
  topic: "queues",
  language: "en",
} as never;

async function member(tier: "free" | "pro" | "elite") {
  const user = await createUserWithSession(t.db, { tier });
  return { id: user.id, tier, isAdmin: false };
}

describe("priority processing", () => {
  it("takes elite generations from the queue before earlier ones of other plans", async () => {
    const started: { id: string; tier: string }[] = [];
    for (const tier of ["free", "pro", "free", "elite", "pro", "elite"] as const) {
      const { id } = await startGeneration(await member(tier), input);
      started.push({ id, tier });
    }
    const order: string[] = [];
    for (let i = 0; i < started.length; i++) {
      const [job] = await queue.boss.fetch(GENERATION_QUEUE);
      order.push(started.find((s) => s.id === job?.id)?.tier ?? "?");
    }
    // Elite first (in the order they came), then everyone else first come, first served.
    expect(order).toEqual(["elite", "elite", "free", "pro", "free", "pro"]);
  });

  /** The ids of the next `count` jobs, in the order the queue hands them to workers. */
  async function takeJobs(count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const [job] = await queue.boss.fetch(GENERATION_QUEUE);
      if (job) ids.push(job.id);
    }
    return ids;
  }

  it("serves users in turns: another user's first generation runs before a user's second", async () => {
    const first = await member("pro");
    const second = await member("pro");
    const a1 = await startGeneration(first, input);
    const a2 = await startGeneration(first, input);
    const b1 = await startGeneration(second, input);
    expect(await takeJobs(3)).toEqual([a1.id, b1.id, a2.id]);
  });

  it("runs a second user's job before the first user's backlog of 30 drains; elite still first", async () => {
    // A backlog past the plan's cap (as rows left from before the cap, or a cap raised later
    // would leave): queued straight, as startGeneration does after its checks.
    const busy = await member("pro");
    const client = await t.db.$client.connect();
    const backlog: string[] = [];
    try {
      for (let i = 0; i < 30; i++)
        backlog.push(await queueGeneration(client, busy, input, monthKey(new Date())));
    } finally {
      client.release();
    }
    const other = await member("free");
    const { id: theirs } = await startGeneration(other, input);
    const { id: elite } = await startGeneration(await member("elite"), input);
    const order = await takeJobs(32);
    expect(order).toHaveLength(32);
    expect(order.slice(0, 3)).toEqual([elite, backlog[0], theirs]);
    // The backlog itself keeps its order behind them.
    expect(order.slice(3)).toEqual(backlog.slice(1));
  });
});
