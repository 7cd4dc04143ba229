// A generation asked for while the local model downloads: accepted with its credit reserved,
// it waits, then runs once the file is there; if the download gives up it fails with a message
// that says what to do, and the credit comes back.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GENERATION_FAILURES } from "@domain/usage";
import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import account from "../../app/i18n/locales/en/account.json";
import { tinyModelBytes } from "../../scripts/tiny-model/write-gguf";
import { testDatabase } from "../../tests/setup/test-db";
import { scriptedPipeline, startTestQueue, waitUntil } from "../../tests/support/generation";
import { type ModelServer, startModelServer } from "../../tests/support/model-server";
import { createUserWithSession } from "../../tests/support/sessions";
import { createLocalProvider, type LocalProvider } from "../model/local";
import { ModelSupply } from "../model/local/model-supply";
import { usageFor } from "../usage";
import { generationRow } from "./runner";
import { startGeneration } from "./start";
import type { Pipeline } from "./types";

const t = testDatabase();
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let stopQueue = async () => {};
let pipeline: Pipeline = scriptedPipeline();
let models: ModelServer;
let dataDir: string;
const cleanup: (() => Promise<void>)[] = [];

beforeAll(async () => {
  models = await startModelServer(tinyModelBytes(), "tiny-test.gguf");
  dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-model-wait-"));
  stopQueue = (await startTestQueue(t.db, t.url, (request) => pipeline(request))).stop;
});
afterAll(async () => {
  await stopQueue();
  for (const step of cleanup) await step();
  await models.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The app's wiring in small: a supply for the file, the local provider waiting on it. */
function localModel(modelUrl: string, folder: string) {
  const supply = new ModelSupply({
    settings: { dataDir: path.join(dataDir, folder), modelUrl },
    autoPull: true,
    log: quiet,
    detect: async () => ({
      totalMemoryBytes: 8e9,
      cpuCores: 2,
      gpu: false,
      vramBytes: 0,
      devices: [],
    }),
    pausesMs: [50],
  });
  const provider: LocalProvider = createLocalProvider({
    modelPath: path.join(dataDir, folder),
    resolveModel: (signal) => supply.whenReady(signal),
    threads: 1,
    contextSize: 1024,
  });
  cleanup.push(async () => {
    await supply.stop();
    await provider.dispose();
  });
  // The pipeline's first model call waits for the file; the rest is scripted.
  pipeline = async (request) => {
    await generateText({
      model: provider("local"),
      prompt: "Hi",
      maxOutputTokens: 4,
      abortSignal: request.signal,
      maxRetries: 0,
    });
    return scriptedPipeline()(request);
  };
  return supply;
}

async function member() {
  const user = await createUserWithSession(t.db, { tier: "free" });
  return {
    ...user,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier: "free" as const,
  };
}
const input = { contentType: "blog", title: "Plans", topic: "planning", language: "en" } as never;

describe("a generation during the model's download", () => {
  it("waits with its credit reserved, then runs once the model is there", async () => {
    models.mode = { bytesPerSecond: 150_000 };
    const supply = localModel(models.url, "arrives");
    supply.start();
    const user = await member();
    const before = (await usageFor(user)).remaining as number;
    const { id } = await startGeneration(user, input);
    await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "running",
    );
    expect(supply.status.state).toBe("downloading");
    expect((await usageFor(user)).remaining).toBe(before - 1);
    const done = await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status !== "running",
      60_000,
    );
    expect(done?.status).toBe("succeeded");
    expect(supply.status.state).toBe("ready");
    expect((await usageFor(user)).remaining).toBe(before - 1);
  });

  it("fails with what to do when the download gives up, and the credit comes back", async () => {
    const unreachable = await startModelServer(Buffer.from("x"));
    await unreachable.close();
    const supply = localModel(unreachable.url, "never");
    const user = await member();
    const before = (await usageFor(user)).remaining as number;
    const { id } = await startGeneration(user, input);
    supply.start();
    const done = await waitUntil(
      () => generationRow(t.db, id),
      (row) => row?.status === "failed",
      30_000,
    );
    // The user reads what to do (no server path); the log names the problem.
    expect(done?.error).toBe(GENERATION_FAILURES.localModelUnavailable);
    expect(account.generation.localModelUnavailable).toContain(
      "AI_PROVIDER=openai-compatible with AI_BASE_URL",
    );
    expect(supply.status).toMatchObject({ state: "failed", problem: { kind: "unreachable" } });
    expect((await usageFor(user)).remaining).toBe(before);
  });
});
