import { GENERATION_FAILURES } from "@domain/usage";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { englishError } from "../../tests/support/english";
import { scriptedPipeline, startTestQueue } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import { schema } from "../db";
import { errorAnswer } from "../errors";
import { failGeneration } from "./runner";
import { GenerationsBusy, startGeneration } from "./start";

const t = testDatabase();
let stop = async () => {};

beforeAll(async () => {
  // Only enqueue: the generations stay in progress until a test ends them.
  const started = await startTestQueue(t.db, t.url, scriptedPipeline(), { work: false });
  stop = started.stop;
});
afterAll(() => stop());

const input = {
  contentType: "blog",
  title: "Limits",
  topic: "queues",
  language: "en",
} as never;

async function member(tier: "free" | "pro" | "elite", isAdmin = false) {
  const user = await createUserWithSession(t.db, { tier });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin,
    isSuperAdmin: false,
    tier,
  };
}

const generationsOf = (userId: string) =>
  t.db.select().from(schema.generations).where(eq(schema.generations.userId, userId));

/** The credits reserved for the user this month (every month's rows: the test runs in one). */
async function reserved(userId: string): Promise<number> {
  const rows = await t.db
    .select({ reserved: schema.userUsage.generationsReserved })
    .from(schema.userUsage)
    .where(eq(schema.userUsage.userId, userId));
  return rows.reduce((sum, row) => sum + Number(row.reserved), 0);
}

describe("generations in progress per user", () => {
  it("refuses a free user's second generation with 429 and Retry-After, reserving nothing", async () => {
    const user = await member("free");
    await startGeneration(user, input);
    const refused = await startGeneration(user, input).catch((error) => error);
    expect(refused).toBeInstanceOf(GenerationsBusy);
    expect(errorAnswer(refused)).toEqual({
      status: 429,
      headers: { "Retry-After": "30" },
      body: {
        error: {
          code: "GENERATIONS_BUSY",
          title: "account:generation.busyTitle",
          message: "account:generation.busy",
          params: { count: 1 },
        },
      },
    });
    expect(englishError(errorAnswer(refused).body.error)).toEqual({
      title: "Generation in Progress",
      message:
        "You already have 1 generation in progress, the most your plan runs at once. Please wait for it to finish and try again.",
    });
    expect(await generationsOf(user.id)).toHaveLength(1);
    expect(await reserved(user.id)).toBe(1);
  });

  it("lets the next one start once one in progress has ended", async () => {
    const user = await member("free");
    const { id } = await startGeneration(user, input);
    await failGeneration(t.db, id, GENERATION_FAILURES.failed);
    await expect(startGeneration(user, input)).resolves.toHaveProperty("id");
  });

  it("passes exactly the plan's number of 8 concurrent starts (pro 2, elite 3, admin 3)", async () => {
    for (const [user, limit] of [
      [await member("pro"), 2],
      [await member("elite"), 3],
      [await member("free", true), 3],
    ] as const) {
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => startGeneration(user, input)),
      );
      const passed = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter(
        (r) => r.status === "rejected" && r.reason instanceof GenerationsBusy,
      );
      expect([passed.length, refused.length]).toEqual([limit, 8 - limit]);
      expect(await generationsOf(user.id)).toHaveLength(limit);
      expect(await reserved(user.id)).toBe(limit);
    }
  });

  it("counts each user on their own", async () => {
    const first = await member("free");
    const second = await member("free");
    await startGeneration(first, input);
    await expect(startGeneration(second, input)).resolves.toHaveProperty("id");
  });
});
