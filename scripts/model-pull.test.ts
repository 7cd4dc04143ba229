// `npm run model:pull` against a local HTTP server (no internet needed) and a described machine.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { downloadLock } from "../server/model/local/download-lock";
import type { DetectedMachine } from "../server/model/local/machine";
import { type ModelServer, startModelServer } from "../tests/support/model-server";
import { runModelPull } from "./model-pull";

const FILE = randomBytes(100_000);
const laptop: DetectedMachine = {
  totalMemoryBytes: 16e9,
  cpuCores: 8,
  gpu: false,
  vramBytes: 0,
  devices: [],
};
let server: ModelServer;
let dataDir: string;

beforeAll(async () => {
  server = await startModelServer(FILE);
});
afterAll(() => server.close());
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-pull-"));
  return () => rm(dataDir, { recursive: true, force: true });
});

async function pull(argv: string[], env: Record<string, string> = {}) {
  let output = "";
  const code = await runModelPull(argv, {
    env: { DATA_DIR: dataDir, ...env },
    write: (text) => {
      output += text;
    },
    interactive: false,
    machine: async () => laptop,
  });
  return { code, output };
}

describe("model:pull", () => {
  it("lists the catalogue and marks the model chosen for this machine", async () => {
    const { code, output } = await pull(["--list"]);
    expect(code).toBe(0);
    for (const name of ["qwen2.5-1.5b", "qwen3-4b", "gemma3-4b", "qwen3-30b-a3b"]) {
      expect(output).toContain(`  ${name}`);
    }
    expect(output).toMatch(
      /qwen3-4b +Qwen3 4B Instruct 2507 \(Q4_K_M\), 2\.5 GB, Apache 2\.0 +\[chosen for this machine\]/,
    );
    expect(output).toContain("This machine: 8 CPU cores and 16 GB of memory");
  });

  it("fetches the app's model by default, or one by name", async () => {
    const byDefault = await pull(["--dry-run"]);
    expect(byDefault.code).toBe(0);
    expect(byDefault.output).toContain(
      "Would download Qwen3 4B Instruct 2507 (Q4_K_M) from https://huggingface.co/unsloth/Qwen3-4B-Instruct-2507-GGUF/resolve/a06e946bb6b655725eafa393f4a9745d460374c9/Qwen3-4B-Instruct-2507-Q4_K_M.gguf",
    );
    expect(byDefault.output).toContain("and check its size and its pinned SHA-256.");
    const named = await pull(["gemma3-4b", "--dry-run"]);
    expect(named.output).toContain(path.join(dataDir, "models", "gemma-3-4b-it-Q4_K_M.gguf"));
    const unknown = await pull(["gpt-5"]);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('No model named "gpt-5" (see --list).');
  });

  it("downloads LOCAL_MODEL_URL, checks it, and says how the app will use it", async () => {
    const { code, output } = await pull([], { LOCAL_MODEL_URL: server.url });
    expect(code).toBe(0);
    const saved = path.join(dataDir, "models", "model.gguf");
    expect(await readFile(saved)).toEqual(FILE);
    expect(output).toContain("checked: size and SHA-256 (as the server states it)");
    expect(output).toContain("No SHA-256 is pinned for this file");
    expect(output).toContain("100.0%");
    expect(output).toContain(`Use it with LOCAL_MODEL_PATH=${saved}`);
    const again = await pull(["--url", server.url]);
    expect(again.output).toContain("Already downloaded");
  });

  // Issue 24, finding 2: LOCAL_MODEL_URL=https://host/m/..%2F..%2F.bashrc wrote outside the folder.
  it("refuses a file name that leads out of the models folder, from the URL or --file", async () => {
    const evil = `${new URL(server.url).origin}/m/..%2F..%2Fescaped.gguf`;
    for (const run of [
      () => pull(["--dry-run"], { LOCAL_MODEL_URL: evil }),
      () => pull(["--url", evil, "--dry-run"]),
      () => pull(["--url", server.url, "--file", "../escaped.gguf", "--dry-run"]),
      () => pull(["--url", server.url, "--file", "..\\escaped.gguf", "--dry-run"]),
    ]) {
      const { code, output } = await run();
      expect(code).toBe(2);
      expect(output).toMatch(/(LOCAL_MODEL_URL|--url|--file) must (end in|be) a plain file name/);
      expect(output).not.toContain("Would download");
    }
  });

  // Issue 24, finding 3: https only (plain http from this machine only, as these tests' server).
  it("refuses a plain http URL that is not on this machine", async () => {
    const { code, output } = await pull(["--url", "http://mirror.example/m/model.gguf"]);
    expect(code).toBe(2);
    expect(output).toContain("--url must be an https URL of a GGUF file");
  });

  it("checks LOCAL_MODEL_URL's file against LOCAL_MODEL_SHA256", async () => {
    const { code, output } = await pull([], {
      LOCAL_MODEL_URL: server.url,
      LOCAL_MODEL_SHA256: "ab".repeat(32),
    });
    expect(code).toBe(1);
    expect(output).toContain(`not the expected ${"ab".repeat(32)}`);
    const pinned = await pull([], {
      LOCAL_MODEL_URL: server.url,
      LOCAL_MODEL_SHA256: server.sha256.toUpperCase(),
    });
    expect(pinned.output).toContain("checked: size and SHA-256 (pinned)");
    expect(pinned.output).not.toContain("No SHA-256 is pinned");
  });

  it("leaves the file to the app when the app is downloading it", async () => {
    const saved = path.join(dataDir, "models", "model.gguf");
    const release = await downloadLock(saved).acquire(() => {});
    try {
      const { code, output } = await pull(["--url", server.url]);
      expect(code).toBe(1);
      expect(output).toContain("The app is downloading model.gguf already");
    } finally {
      await release?.();
    }
  });
});
