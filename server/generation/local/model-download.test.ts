// `npm run model:pull` against a local HTTP server with Range support (no internet needed).
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { runModelPull } from "../../../scripts/model-pull";
import { formatBytes, formatProgress } from "./model-download";

const FILE = randomBytes(300_000);
const SHA256 = createHash("sha256").update(FILE).digest("hex");

type Mode = { ranges: boolean; statedSha?: string; cutAt?: number; stallAt?: number };
let mode: Mode;
let requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
let server: Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    if (req.url === "/resolve/model.gguf") {
      // Like Hugging Face: a redirect stating the size and the SHA-256 of the LFS file.
      res.writeHead(302, {
        location: "/files/model.gguf",
        "x-linked-size": String(FILE.length),
        "x-linked-etag": `"${mode.statedSha ?? SHA256}"`,
      });
      res.end();
      return;
    }
    if (req.url !== "/files/model.gguf") {
      res.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-$/.exec(req.headers.range ?? "");
    const start = mode.ranges && range ? Number(range[1]) : 0;
    if (start >= FILE.length) {
      res.writeHead(416, { "content-range": `bytes */${FILE.length}` }).end();
      return;
    }
    const body = FILE.subarray(start);
    res.writeHead(start > 0 ? 206 : 200, {
      "content-length": String(body.length),
      "accept-ranges": mode.ranges ? "bytes" : "none",
      ...(start > 0 ? { "content-range": `bytes ${start}-${FILE.length - 1}/${FILE.length}` } : {}),
    });
    if (req.method === "HEAD") {
      res.end();
    } else if (mode.cutAt !== undefined) {
      // The connection drops part way.
      res.write(body.subarray(0, mode.cutAt - start), () => res.destroy());
    } else if (mode.stallAt !== undefined) {
      // Part of the file, then nothing until the client gives up.
      res.write(body.subarray(0, mode.stallAt - start));
    } else {
      res.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  mode = { ranges: true };
  requests = [];
  dataDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-pull-"));
  return () => rm(dataDir, { recursive: true, force: true });
});

async function pull(...argv: string[]) {
  return pullWith(undefined, ...argv);
}

async function pullWith(signal: AbortSignal | undefined, ...argv: string[]) {
  let output = "";
  const code = await runModelPull(argv, {
    env: { DATA_DIR: dataDir },
    write: (text) => {
      output += text;
    },
    interactive: false,
    signal,
  });
  return { code, output };
}

const target = () => path.join(dataDir, "models", "model.gguf");
const gets = () => requests.filter((r) => r.method === "GET");

describe("progress", () => {
  it("formats bytes with decimal units", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(1_500)).toBe("1.5 KB");
    expect(formatBytes(470_200_000)).toBe("470 MB");
    expect(formatBytes(1_117_000_000)).toBe("1.1 GB");
  });

  it("draws a bar with percent, bytes and speed", () => {
    expect(
      formatProgress(
        { received: 250_000_000, total: 1_000_000_000, bytesPerSecond: 12_300_000 },
        20,
      ),
    ).toBe("[#####---------------]  25.0%  250 MB / 1.0 GB  12.3 MB/s");
    expect(formatProgress({ received: 10, total: 10, bytesPerSecond: 0 }, 4)).toBe(
      "[####] 100.0%  10 B / 10 B  0 B/s",
    );
    expect(formatProgress({ received: 2_048, total: undefined, bytesPerSecond: 1_000 })).toBe(
      "2.0 KB  1.0 KB/s",
    );
  });
});

describe("model:pull", () => {
  it("downloads the file and checks the size and the SHA-256 the server states", async () => {
    const { code, output } = await pull("--url", `${base}/resolve/model.gguf`);
    expect(code).toBe(0);
    expect(await readFile(target())).toEqual(FILE);
    expect(output).toContain("checked: size and SHA-256");
    expect(output).toContain("100.0%");
    expect(output).toContain(`LOCAL_MODEL_PATH=${target()}`);
  });

  it("resumes a partial download with a Range request", async () => {
    await pull("--url", `${base}/files/model.gguf`, "--dry-run");
    expect(requests).toEqual([]);
    await mkdir(path.dirname(target()), { recursive: true });
    await writeFile(`${target()}.part`, FILE.subarray(0, 120_000));
    const { code, output } = await pull("--url", `${base}/files/model.gguf`);
    expect(code).toBe(0);
    expect(gets().map((r) => r.headers.range)).toEqual(["bytes=120000-"]);
    expect(output).toContain("Resuming at 120 KB.");
    expect(output).toContain("checked: size)");
    expect(await readFile(target())).toEqual(FILE);
    await expect(stat(`${target()}.part`)).rejects.toThrow();
  });

  it("keeps what arrived when the connection drops, and the next run finishes it", async () => {
    mode.cutAt = 100_000;
    const first = await pull("--url", `${base}/resolve/model.gguf`);
    expect(first.code).toBe(1);
    expect(first.output).toMatch(
      /The download stopped at .* of 300 KB .*; run the command again to resume\./,
    );
    // What the client had read before the connection closed is on disk (a busy client may not
    // have read it all: fetch drops what is still queued when the body fails).
    const kept = (await stat(`${target()}.part`)).size;
    expect(kept).toBeLessThanOrEqual(100_000);

    mode.cutAt = undefined;
    const second = await pull("--url", `${base}/resolve/model.gguf`);
    expect(second.code).toBe(0);
    expect(gets().at(-1)?.headers.range).toBe(kept > 0 ? `bytes=${kept}-` : undefined);
    expect(await readFile(target())).toEqual(FILE);
  });

  it("resumes after an interruption from the bytes on disk", async () => {
    mode.stallAt = 100_000;
    const controller = new AbortController();
    const running = pullWith(controller.signal, "--url", `${base}/resolve/model.gguf`);
    await vi.waitFor(async () => expect((await stat(`${target()}.part`)).size).toBe(100_000));
    controller.abort();
    const first = await running;
    expect(first).toMatchObject({ code: 1 });
    expect(first.output).toContain("Interrupted. Run the command again to resume.");

    mode.stallAt = undefined;
    const second = await pull("--url", `${base}/resolve/model.gguf`);
    expect(second.code).toBe(0);
    expect(gets().at(-1)?.headers.range).toBe("bytes=100000-");
    expect(await readFile(target())).toEqual(FILE);
  });

  it("starts over when the server ignores the range", async () => {
    mode.ranges = false;
    await mkdir(path.dirname(target()), { recursive: true });
    await writeFile(`${target()}.part`, Buffer.alloc(50_000, 1));
    const { code, output } = await pull("--url", `${base}/files/model.gguf`);
    expect(code).toBe(0);
    expect(output).toContain("starting over");
    expect(await readFile(target())).toEqual(FILE);
  });

  it("deletes a download whose SHA-256 does not match", async () => {
    mode.statedSha = "0".repeat(64);
    const { code, output } = await pull("--url", `${base}/resolve/model.gguf`);
    expect(code).toBe(1);
    expect(output).toContain(`expected ${"0".repeat(64)}; it was deleted`);
    await expect(stat(`${target()}.part`)).rejects.toThrow();
    await expect(stat(target())).rejects.toThrow();
  });

  it("does not download a file that is already complete", async () => {
    await pull("--url", `${base}/resolve/model.gguf`);
    requests = [];
    const { code, output } = await pull("--url", `${base}/resolve/model.gguf`);
    expect(code).toBe(0);
    expect(output).toContain("Already downloaded");
    expect(gets()).toEqual([]);
  });

  it("prints the plan for the recommended model on --dry-run", async () => {
    const { code, output } = await pull("--dry-run");
    expect(code).toBe(0);
    expect(output).toContain(
      "Would download https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf",
    );
    expect(output).toContain(path.join(dataDir, "models", "qwen2.5-1.5b-instruct-q4_k_m.gguf"));
  });
});
