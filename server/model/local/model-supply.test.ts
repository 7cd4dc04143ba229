// The model supply: the background download, its retries, the lock among processes, and what
// generations waiting for it see. A local HTTP server stands in for Hugging Face.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ModelStatus } from "@domain/model-status";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ModelServer, startModelServer } from "../../../tests/support/model-server";
import { LocalModelUnavailableError } from "./host";
import type { DetectedMachine } from "./machine";
import { ModelSupply, type ModelSupplyOptions } from "./model-supply";
import { resolveTarget } from "./model-target";

const FILE = randomBytes(200_000);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const smallMachine: DetectedMachine = {
  totalMemoryBytes: 4e9,
  cpuCores: 2,
  gpu: false,
  vramBytes: 0,
  devices: [],
};
let server: ModelServer;
let dataDir: string;
const supplies: ModelSupply[] = [];

beforeAll(async () => {
  server = await startModelServer(FILE);
});
afterAll(() => server.close());

beforeEach(async () => {
  server.mode = {};
  server.requests.length = 0;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-supply-"));
  return async () => {
    await Promise.all(supplies.splice(0).map((supply) => supply.stop()));
    await rm(dataDir, { recursive: true, force: true });
  };
});

function supply(options: Partial<ModelSupplyOptions> = {}) {
  const created = new ModelSupply({
    settings: { dataDir, modelUrl: server.url },
    autoPull: true,
    log: quiet,
    detect: async () => smallMachine,
    pausesMs: [50, 100],
    pollMs: 50,
    staleMs: 2_000,
    ...options,
  });
  supplies.push(created);
  return created;
}

const modelFile = () => path.join(dataDir, "models", "model.gguf");

function record(source: ModelSupply): ModelStatus[] {
  const seen: ModelStatus[] = [];
  source.subscribe((status) => seen.push(status));
  return seen;
}

describe("ModelSupply", () => {
  it("downloads a missing model by itself, reporting rising progress, and is then ready", async () => {
    server.mode = { bytesPerSecond: 400_000 };
    const model = supply();
    const seen = record(model);
    model.start();
    const waiting = model.whenReady();
    await expect(waiting).resolves.toBe(modelFile());
    expect(await readFile(modelFile())).toEqual(FILE);
    const received = seen.flatMap((s) =>
      s.state === "downloading" ? [s.progress?.received ?? 0] : [],
    );
    expect(received.length).toBeGreaterThan(2);
    expect(received).toEqual([...received].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ state: "ready", model: "model.gguf" });
    // The lock and the progress note are gone once the file is there.
    await expect(stat(`${modelFile()}.lock`)).rejects.toThrow();
    await expect(stat(`${modelFile()}.download.json`)).rejects.toThrow();
  });

  it("is ready at once when the file is there, and downloads nothing", async () => {
    await mkdir(path.dirname(modelFile()), { recursive: true });
    await writeFile(modelFile(), FILE);
    const model = supply();
    model.start();
    await model.settled(5_000);
    expect(model.status.state).toBe("ready");
    expect(server.requests).toEqual([]);
  });

  it("retries a refused download with growing pauses, then succeeds when the server is back", async () => {
    server.mode = { status: 503 };
    const model = supply({ pausesMs: [100, 200, 400, 800] });
    const seen = record(model);
    model.start();
    await vi.waitFor(() => expect(model.status.state).toBe("retrying"));
    expect(model.status).toMatchObject({
      problem: { kind: "http", status: 503, host: new URL(server.url).host },
      retryInSeconds: 0,
    });
    await vi.waitFor(() =>
      expect(seen.filter((s) => s.state === "retrying").length).toBeGreaterThanOrEqual(2),
    );
    server.mode = {};
    await expect(model.whenReady()).resolves.toBe(modelFile());
  });

  // Issue 24, finding 10: a signed LOCAL_MODEL_URL's query never reaches the log.
  it("logs the download's host only, never a signed URL's query", async () => {
    server.mode = { status: 503 };
    const lines: unknown[] = [];
    const keep = (...args: unknown[]) => lines.push(args);
    const signed = `${server.url}?X-Amz-Signature=s3cret-signature&token=t0ken`;
    const model = supply({
      settings: { dataDir, modelUrl: signed },
      log: { info: keep, warn: keep, error: keep },
      pausesMs: [50, 100, 100, 100],
    });
    model.start();
    await vi.waitFor(() => expect(model.status.state).toBe("retrying"));
    server.mode = {};
    await expect(model.whenReady()).resolves.toBe(modelFile());
    const logged = JSON.stringify(lines, (_key, value) =>
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    );
    expect(logged).toContain(new URL(server.url).host);
    expect(logged).toContain("503");
    expect(logged).not.toMatch(/s3cret-signature|t0ken|resolve\/main/);
  });

  // Issue 24, finding 3: a file the server replaced (its stated hash replaced with it) is refused.
  it("refuses a file whose SHA-256 is not the pinned one, even when the server states it", async () => {
    const replaced = await startModelServer(randomBytes(FILE.length));
    try {
      const warned: string[] = [];
      const model = supply({
        settings: { dataDir, modelUrl: replaced.url, modelSha256: server.sha256 },
        log: { ...quiet, warn: (...args: unknown[]) => warned.push(String(args[1])) },
        pausesMs: [],
      });
      model.start();
      await expect(model.whenReady()).rejects.toBeInstanceOf(LocalModelUnavailableError);
      expect(model.status).toMatchObject({ state: "failed", problem: { kind: "corrupt" } });
      expect(replaced.rangeStarts()).toEqual([]);
      await expect(stat(modelFile())).rejects.toThrow();
      expect(warned.join(" ")).not.toContain("checked only against");
    } finally {
      await replaced.close();
    }
  });

  it("says plainly when nothing pinned checks the download, and still checks the server's hash", async () => {
    const warned: string[] = [];
    const model = supply({
      log: { ...quiet, warn: (...args: unknown[]) => warned.push(String(args[1])) },
    });
    model.start();
    await expect(model.whenReady()).resolves.toBe(modelFile());
    expect(warned.join(" ")).toContain(
      `no SHA-256 is pinned for model.gguf: the download is checked only against the SHA-256 ${new URL(server.url).host} states`,
    );
  });

  // Issue 24, finding 2: the file name comes from the URL; it never leads out of the folder.
  it("refuses a LOCAL_MODEL_URL whose file name leads out of the models folder", async () => {
    for (const modelUrl of [
      "https://mirror.example/m/..%2F..%2F.bashrc",
      "https://mirror.example/m/..%5C..%5Cstartup.bat",
    ]) {
      await expect(resolveTarget({ dataDir, modelUrl }, async () => smallMachine)).rejects.toThrow(
        /^LOCAL_MODEL_URL must end in a plain file name/,
      );
    }
    await expect(
      resolveTarget(
        { dataDir, modelUrl: "http://mirror.example/m/model.gguf" },
        async () => smallMachine,
      ),
    ).rejects.toThrow(/^LOCAL_MODEL_URL must be an https URL/);
    const pinned = await resolveTarget(
      { dataDir, modelUrl: server.url, modelSha256: server.sha256 },
      async () => smallMachine,
    );
    expect(pinned).toMatchObject({ path: modelFile(), sha256: server.sha256 });
  });

  it("gives up after its tries: a waiting generation fails with what to do", async () => {
    const closed = await startModelServer(FILE);
    await closed.close();
    const model = supply({ settings: { dataDir, modelUrl: closed.url } });
    model.start();
    const waiting = model.whenReady();
    const error = await waiting.catch((e: Error) => e);
    expect(error).toBeInstanceOf(LocalModelUnavailableError);
    expect((error as Error).message).toContain("its download failed after several tries");
    expect((error as Error).message).toContain("AI_BASE_URL");
    expect(model.status).toMatchObject({ state: "failed", problem: { kind: "unreachable" } });
  });

  it("downloads nothing with auto-pull off", async () => {
    const model = supply({ autoPull: false });
    model.start();
    await model.settled(5_000);
    expect(model.status).toMatchObject({ state: "missing", problem: { kind: "autoPullOff" } });
    await expect(model.whenReady()).rejects.toThrow(/LOCAL_MODEL_AUTO_PULL=0/);
    expect(server.requests).toEqual([]);
  });

  it("names the machine's pick when nothing is configured", async () => {
    const model = supply({ settings: { dataDir }, autoPull: false });
    model.start();
    await model.settled(5_000);
    expect(model.status.model).toBe("Qwen2.5 1.5B Instruct (Q4_K_M)");
    expect(model.target?.why).toBe("chosen for this machine: 2 CPU cores and 4 GB of memory");
    expect(model.target?.path).toBe(
      path.join(dataDir, "models", "qwen2.5-1.5b-instruct-q4_k_m.gguf"),
    );
  });

  it("downloads once among processes sharing DATA_DIR; the others follow and take over", async () => {
    server.mode = { bytesPerSecond: 200_000 };
    const first = supply();
    first.start();
    await vi.waitFor(() => expect(first.status.progress?.received ?? 0).toBeGreaterThan(20_000));
    const second = supply();
    const seen = record(second);
    second.start();
    await vi.waitFor(() => expect(seen.some((s) => s.state === "downloading")).toBe(true));
    // The first one stops part way (its process ends); the second resumes its part file.
    await first.stop();
    const kept = (await stat(`${modelFile()}.part`)).size;
    expect(kept).toBeGreaterThan(0);
    server.mode = {};
    await expect(second.whenReady()).resolves.toBe(modelFile());
    expect(await readFile(modelFile())).toEqual(FILE);
    expect(server.rangeStarts()).toEqual([0, kept]);
  });
});
