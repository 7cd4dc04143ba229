// The model downloader against a local HTTP server with Range support (no internet needed).
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ModelServer, startModelServer } from "../../../tests/support/model-server";
import {
  type DownloadProblem,
  downloadModel,
  formatBytes,
  formatDuration,
  formatProgress,
  inspectRemote,
} from "./model-download";

const FILE = randomBytes(300_000);
let server: ModelServer;
let dir: string;
let target: string;

beforeAll(async () => {
  server = await startModelServer(FILE);
});
afterAll(() => server.close());

beforeEach(async () => {
  server.mode = {};
  server.requests.length = 0;
  dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-download-"));
  target = path.join(dir, "models", "model.gguf");
  return () => rm(dir, { recursive: true, force: true });
});

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the download to fail");
    },
    (error: DownloadProblem) => error,
  );

describe("formatting", () => {
  it("formats bytes with decimal units and durations in words", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1_500)).toBe("1.5 KB");
    expect(formatBytes(470_200_000)).toBe("470 MB");
    expect(formatBytes(1_117_000_000)).toBe("1.1 GB");
    expect(formatDuration(45)).toBe("45 s");
    expect(formatDuration(190)).toBe("3 min 10 s");
    expect(formatDuration(7_300)).toBe("2 h 1 min");
  });

  it("draws a bar with percent, bytes, speed and time left", () => {
    expect(
      formatProgress(
        { received: 250_000_000, total: 1_000_000_000, bytesPerSecond: 12_500_000 },
        20,
      ),
    ).toBe("[#####---------------]  25.0%  250 MB / 1.0 GB  12.5 MB/s  1 min left");
    expect(formatProgress({ received: 10, total: 10, bytesPerSecond: 0 }, 4)).toBe(
      "[####] 100.0%  10 B / 10 B  0 B/s",
    );
    expect(formatProgress({ received: 2_048, total: undefined, bytesPerSecond: 1_000 })).toBe(
      "2.0 KB  1.0 KB/s",
    );
  });
});

describe("downloadModel", () => {
  it("downloads through a .part file and checks the size and the SHA-256 the server states", async () => {
    const seen: number[] = [];
    const result = await downloadModel({
      url: server.url,
      destination: target,
      onProgress: (p) => seen.push(p.received),
    });
    expect(result).toMatchObject({
      bytes: FILE.length,
      verified: "size and SHA-256 (as the server states it)",
    });
    expect(await readFile(target)).toEqual(FILE);
    await expect(stat(`${target}.part`)).rejects.toThrow();
    expect(seen.at(-1)).toBe(FILE.length);
  });

  it("resumes a partial file with a Range request", async () => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.part`, FILE.subarray(0, 120_000));
    const result = await downloadModel({ url: server.fileUrl, destination: target });
    expect(result).toMatchObject({ resumedFrom: 120_000, verified: "size" });
    expect(server.rangeStarts()).toEqual([120_000]);
    expect(await readFile(target)).toEqual(FILE);
  });

  it("keeps what arrived when the connection drops; the next try resumes from there", async () => {
    server.mode = { cutAt: 100_000 };
    const problem = await problemOf(downloadModel({ url: server.url, destination: target }));
    expect(problem.kind).toBe("interrupted");
    const kept = (await stat(`${target}.part`)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(100_000);
    await expect(stat(target)).rejects.toThrow();

    await downloadModel({ url: server.url, destination: target });
    expect(server.rangeStarts()).toEqual([0, kept]);
    expect(await readFile(target)).toEqual(FILE);
  });

  it("drops a connection that goes quiet, and names the problem", async () => {
    server.mode = { stallAt: 64 * 1024 };
    const started = Date.now();
    const problem = await problemOf(
      downloadModel({ url: server.url, destination: target, stallMs: 300 }),
    );
    expect(problem.kind).toBe("stalled");
    expect(problem.message).toMatch(/sent nothing for 0 s at 65.5 KB of 300 KB/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await stat(`${target}.part`)).size).toBe(64 * 1024);
  });

  it("starts over when the server ignores the range", async () => {
    server.mode = { ranges: false };
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.part`, Buffer.alloc(50_000, 1));
    const statuses: string[] = [];
    await downloadModel({
      url: server.fileUrl,
      destination: target,
      onStatus: (s) => statuses.push(s),
    });
    expect(statuses.join(" ")).toContain("does not resume downloads: starting over");
    expect(await readFile(target)).toEqual(FILE);
  });

  it("deletes a download whose SHA-256 does not match, and never puts it in place", async () => {
    server.mode = { statedSha256: "0".repeat(64) };
    const problem = await problemOf(downloadModel({ url: server.url, destination: target }));
    expect(problem.kind).toBe("corrupt");
    expect(problem.message).toContain(`expected ${"0".repeat(64)}; it was deleted`);
    await expect(stat(`${target}.part`)).rejects.toThrow();
    await expect(stat(target)).rejects.toThrow();
  });

  // Issue 24, finding 3: the server's own SHA-256 only catches damage; a pinned one catches a
  // replaced file, before anything is downloaded when the server states another hash.
  it("refuses a server stating another SHA-256 than the pinned one, downloading nothing", async () => {
    const other = await startModelServer(randomBytes(FILE.length));
    try {
      const problem = await problemOf(
        downloadModel({ url: other.url, destination: target, sha256: server.sha256 }),
      );
      expect(problem.kind).toBe("corrupt");
      expect(problem.message).toContain(`not the expected ${server.sha256}`);
      expect(other.rangeStarts()).toEqual([]);
      await expect(stat(target)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });

  it("checks a pinned SHA-256 when the server states none, and says which it checked", async () => {
    const other = await startModelServer(randomBytes(FILE.length));
    try {
      const problem = await problemOf(
        downloadModel({ url: other.fileUrl, destination: target, sha256: server.sha256 }),
      );
      expect(problem.kind).toBe("corrupt");
      await expect(stat(target)).rejects.toThrow();
    } finally {
      await other.close();
    }
    const result = await downloadModel({
      url: server.fileUrl,
      destination: target,
      sha256: server.sha256.toUpperCase(),
    });
    expect(result.verified).toBe("size and SHA-256 (pinned)");
    expect(await readFile(target)).toEqual(FILE);
  });

  it("fails fast when the server cannot be reached or refuses", async () => {
    const closed = await startModelServer(FILE);
    await closed.close();
    const started = Date.now();
    const unreachable = await problemOf(downloadModel({ url: closed.url, destination: target }));
    expect(unreachable.kind).toBe("unreachable");
    expect(unreachable.message).toMatch(/^Cannot reach 127\.0\.0\.1:\d+: fetch failed/);
    expect(Date.now() - started).toBeLessThan(5_000);

    server.mode = { status: 403 };
    const refused = await problemOf(downloadModel({ url: server.url, destination: target }));
    expect(refused).toMatchObject({ kind: "http", status: 403 });
    await expect(stat(path.dirname(target))).resolves.toBeTruthy();
    await expect(stat(target)).rejects.toThrow();
  });

  it("leaves a complete file alone", async () => {
    await downloadModel({ url: server.url, destination: target });
    server.requests.length = 0;
    const again = await downloadModel({ url: server.url, destination: target });
    expect(again.alreadyPresent).toBe(true);
    expect(server.rangeStarts()).toEqual([]);
  });

  it("stops when asked, keeping the part file", async () => {
    server.mode = { stallAt: 100_000 };
    const controller = new AbortController();
    const running = downloadModel({
      url: server.url,
      destination: target,
      signal: controller.signal,
    });
    await vi.waitFor(async () => expect((await stat(`${target}.part`)).size).toBe(100_000));
    controller.abort();
    await expect(running).rejects.toThrow();
    expect((await stat(`${target}.part`)).size).toBe(100_000);
  });
});

describe("inspectRemote", () => {
  it("reads the size and the SHA-256 from a Hugging Face style redirect", async () => {
    expect(await inspectRemote(server.url)).toEqual({ size: FILE.length, sha256: server.sha256 });
    expect(await inspectRemote(server.fileUrl)).toEqual({ size: FILE.length, sha256: undefined });
  });
});
