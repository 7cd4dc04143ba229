import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue, waitUntil } from "../../tests/support/generation";
import { createUserWithSession } from "../../tests/support/sessions";
import { schema } from "../db";
import { generationRow } from "./runner";
import { startGeneration } from "./start";

const t = testDatabase();
const root = path.resolve(import.meta.dirname, "../..");
const input = { contentType: "blog", title: "Crash", topic: "x", language: "en" } as never;

/** Starts a worker process, lets it take the generation, then kills it without warning. */
async function crashWorkerDuring(id: string, retryLimit: number) {
  // Node itself with tsx as a loader: one process, so SIGKILL kills the worker (the tsx CLI
  // would run it in a child of its own that survives).
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/crash-worker.ts"], {
    cwd: root,
    env: { ...process.env, CRASH_DATABASE_URL: t.url, CRASH_RETRY_LIMIT: String(retryLimit) },
    stdio: "ignore",
  });
  try {
    await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "running" && row.text.includes("half"),
      30_000,
    );
  } finally {
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

async function usageOf(userId: string) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(eq(schema.userUsage.userId, userId));
  return row;
}

describe("a worker killed mid-job", () => {
  it("is retried by another worker: the post is saved and the credit committed once", {
    timeout: 90_000,
  }, async () => {
    const sender = await startTestQueue(t.db, t.url, scriptedPipeline(), {
      work: false,
      heartbeatSeconds: 10,
    });
    const user = await createUserWithSession(t.db, { tier: "pro" });
    const member = { id: user.id, tier: "pro" as const, isAdmin: false };
    const { id } = await startGeneration(member, input);
    await crashWorkerDuring(id, 2);
    await sender.stop();

    const survivor = await startTestQueue(t.db, t.url, scriptedPipeline(), {
      heartbeatSeconds: 10,
    });
    try {
      const done = await waitUntil(
        () => generationRow(t.db, id),
        (row) => row?.status === "succeeded",
        60_000,
      );
      expect(done?.attempts).toBe(2);
      expect(done?.postId).toBeTruthy();
      expect(await usageOf(user.id)).toMatchObject({
        generationsUsed: "1.0",
        generationsReserved: "0.0",
      });
    } finally {
      await survivor.stop();
    }
  });

  it("with no retries left, gives the credit back and says the generation failed", {
    timeout: 90_000,
  }, async () => {
    const sender = await startTestQueue(t.db, t.url, scriptedPipeline(), {
      work: false,
      heartbeatSeconds: 10,
      retryLimit: 0,
    });
    const user = await createUserWithSession(t.db, { tier: "pro" });
    const { id } = await startGeneration({ id: user.id, tier: "pro", isAdmin: false }, input);
    await crashWorkerDuring(id, 0);
    await sender.stop();

    // A restarted server runs the abandoned-jobs worker, which releases the credit.
    const restarted = await startTestQueue(t.db, t.url, scriptedPipeline(), {
      heartbeatSeconds: 10,
      retryLimit: 0,
    });
    try {
      const failed = await waitUntil(
        () => generationRow(t.db, id),
        (row) => row?.status === "failed",
        60_000,
      );
      expect(failed?.postId).toBeNull();
      expect(await usageOf(user.id)).toMatchObject({
        generationsUsed: "0.0",
        generationsReserved: "0.0",
      });
    } finally {
      await restarted.stop();
    }
  });
});
