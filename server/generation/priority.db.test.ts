import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import type { GenerationQueue } from "./queue";
import { GENERATION_QUEUE } from "./queue";
import { startGeneration } from "./start";

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
});
