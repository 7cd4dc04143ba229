import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { hostForLog } from "@domain/url-redaction";

import { type DownloadProgress, formatBytes } from "./progress-text";

// Why this file and not node-llama-cpp's createModelDownloader: docs/decisions/0009-model-download.md.

export {
  type DownloadProgress,
  formatBytes,
  formatDuration,
  formatProgress,
  secondsLeft,
} from "./progress-text";

export type RemoteFile = {
  /** Size the server states (Hugging Face: X-Linked-Size, else Content-Length). */
  size?: number;
  /** SHA-256 the server states (Hugging Face: X-Linked-Etag of LFS files). */
  sha256?: string;
};

/** What went wrong, in kinds a person can act on (each has a message key in the dashboard). */
export type ProblemKind = "unreachable" | "http" | "stalled" | "interrupted" | "corrupt" | "disk";

/** A failed download: its kind, the host it came from, and a sentence for the terminal. */
export class DownloadProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly host: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "DownloadProblem";
  }
}

export type DownloadOptions = {
  url: string;
  destination: string;
  /**
   * Expected SHA-256 (hex), pinned by the caller: a server stating another one is refused before
   * anything is downloaded. When absent, the one the server states, if any (that only catches
   * a damaged download, not a replaced file).
   */
  sha256?: string;
  signal?: AbortSignal;
  /** A connection that sends nothing for this long is dropped (and resumed by the next try). */
  stallMs?: number;
  onProgress?: (progress: DownloadProgress) => void;
  onStatus?: (message: string) => void;
};

export type DownloadResult = {
  path: string;
  bytes: number;
  resumedFrom: number;
  alreadyPresent: boolean;
  verified: "size and SHA-256 (pinned)" | "size and SHA-256 (as the server states it)" | "size";
};

const HEX64 = /^[0-9a-f]{64}$/;
const CONNECT_TIMEOUT_MS = 15_000;

/** The host only: a signed URL's query (or a user-info) never reaches a log or a message. */
function hostOf(url: string): string {
  return hostForLog(url);
}

/** "fetch failed: connect ECONNREFUSED 127.0.0.1:9" from an error and its cause. */
function describeError(error: unknown): string {
  const { message, cause } = error as { message?: string; cause?: { message?: string } };
  return [message, cause?.message].filter(Boolean).join(": ");
}

function diskProblem(error: unknown, file: string): DownloadProblem | undefined {
  const code = (error as { code?: string }).code;
  if (code !== "ENOSPC" && code !== "EACCES" && code !== "EROFS") return undefined;
  return new DownloadProblem("disk", path.dirname(file), `Cannot write ${file} (${code}).`);
}

/**
 * Asks the server for the file's size and hash without downloading it. Hugging Face answers a
 * HEAD on /resolve/ with a redirect that carries X-Linked-Size and X-Linked-Etag (the SHA-256 of
 * LFS files); other servers give Content-Length; servers that refuse HEAD (405) give nothing.
 * A server that cannot be reached or answers with an error fails here, in seconds.
 */
export async function inspectRemote(url: string, signal?: AbortSignal): Promise<RemoteFile> {
  const host = hostOf(url);
  const headers = { "accept-encoding": "identity" };
  const timeout = AbortSignal.timeout(CONNECT_TIMEOUT_MS);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const head = async (target: string | URL, redirect: RequestRedirect) => {
    try {
      return await fetch(target, { method: "HEAD", redirect, headers, signal: both });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new DownloadProblem(
        "unreachable",
        host,
        `Cannot reach ${host}: ${describeError(error)}.`,
      );
    }
  };
  const first = await head(url, "manual");
  const linkedSize = numberOrUndefined(first.headers.get("x-linked-size"));
  const etag = first.headers.get("x-linked-etag")?.replace(/^W\//, "").replaceAll('"', "");
  const sha256 = etag && HEX64.test(etag.toLowerCase()) ? etag.toLowerCase() : undefined;
  const location = first.headers.get("location");
  const final =
    first.status >= 300 && first.status < 400 && location
      ? await head(new URL(location, url), "follow")
      : first;
  if (final.status >= 400 && final.status !== 405 && final.status !== 501) {
    throw new DownloadProblem(
      "http",
      host,
      `${host} answered ${final.status} ${final.statusText}.`,
      final.status,
    );
  }
  const size =
    linkedSize ?? (final.ok ? numberOrUndefined(final.headers.get("content-length")) : undefined);
  return { size, sha256 };
}

/**
 * Downloads `url` to `destination` through `<destination>.part`, resuming a partial file with an
 * HTTP Range request, then checks the size (and the SHA-256 when known) before renaming it into
 * place, so a partial or damaged file is never at `destination`. A failed or interrupted download
 * keeps the .part file for the next try to resume; failures are DownloadProblems.
 */
export async function downloadModel(options: DownloadOptions): Promise<DownloadResult> {
  const { url, destination, signal } = options;
  const host = hostOf(url);
  const status = options.onStatus ?? (() => {});
  const part = `${destination}.part`;
  try {
    await mkdir(path.dirname(destination), { recursive: true });
  } catch (error) {
    throw diskProblem(error, destination) ?? error;
  }

  const remote = await inspectRemote(url, signal);
  const pinned = options.sha256?.toLowerCase();
  const sha256 = pinned ?? remote.sha256;
  if (sha256 !== undefined && !HEX64.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
  if (pinned && remote.sha256 && remote.sha256 !== pinned) {
    throw new DownloadProblem(
      "corrupt",
      host,
      `${host} states the SHA-256 ${remote.sha256}, not the expected ${pinned}: it serves another file. Nothing was downloaded.`,
    );
  }
  const verified = pinned
    ? "size and SHA-256 (pinned)"
    : sha256
      ? "size and SHA-256 (as the server states it)"
      : "size";

  const existing = await sizeOf(destination);
  if (existing !== undefined && remote.size !== undefined && existing === remote.size) {
    if (!sha256 || (await hashFile(destination)) === sha256) {
      return { path: destination, bytes: existing, resumedFrom: 0, alreadyPresent: true, verified };
    }
    status(`${destination} does not match the expected SHA-256: downloading it again.`);
  }

  let offset = (await sizeOf(part)) ?? 0;
  if (remote.size !== undefined && offset > remote.size) {
    await rm(part, { force: true });
    offset = 0;
  }
  const resumedFrom = offset;
  let total = remote.size;
  if (total === undefined || offset < total) {
    if (offset > 0) status(`Resuming at ${formatBytes(offset)}.`);
    const response = await get(url, offset, signal);
    if (response.status === 416 && offset > 0) {
      // Nothing left to send from that offset: the part file is complete, or bigger than the file.
      await response.body?.cancel();
    } else if (response.status === 206 && offset > 0) {
      const range = parseContentRange(response.headers.get("content-range"));
      if (range?.start !== offset) {
        await response.body?.cancel();
        throw new DownloadProblem(
          "corrupt",
          host,
          `${host} resumed at the wrong offset (${range?.start}).`,
        );
      }
      total = range.total ?? total;
      await save(response, part, "a", offset, total, options);
    } else if (response.ok) {
      if (offset > 0) status(`${host} does not resume downloads: starting over.`);
      offset = 0;
      total = numberOrUndefined(response.headers.get("content-length")) ?? total;
      await save(response, part, "w", 0, total, options);
    } else {
      await response.body?.cancel();
      throw new DownloadProblem(
        "http",
        host,
        `${host} answered ${response.status} ${response.statusText}.`,
        response.status,
      );
    }
  }

  const bytes = (await sizeOf(part)) ?? 0;
  if (total !== undefined && bytes !== total) {
    if (bytes > total) await rm(part, { force: true });
    const next = bytes > total ? "starts over" : "resumes";
    throw new DownloadProblem(
      bytes > total ? "corrupt" : "interrupted",
      host,
      `The download has ${formatBytes(bytes)} of ${formatBytes(total)}; the next try ${next}.`,
    );
  }
  if (sha256) {
    status("Checking the SHA-256.");
    const actual = await hashFile(part);
    if (actual !== sha256) {
      await rm(part, { force: true });
      throw new DownloadProblem(
        "corrupt",
        host,
        `The download's SHA-256 is ${actual}, expected ${sha256}; it was deleted.`,
      );
    }
  }
  await rename(part, destination);
  return { path: destination, bytes, resumedFrom, alreadyPresent: false, verified };
}

async function get(url: string, offset: number, signal: AbortSignal | undefined) {
  const host = hostOf(url);
  // The time limit covers the answer's headers only (the signal would also end the body);
  // save() watches the body for silence.
  const connect = new AbortController();
  const timer = setTimeout(() => connect.abort(new Error("no answer")), CONNECT_TIMEOUT_MS);
  try {
    return await fetch(url, {
      headers: {
        "accept-encoding": "identity",
        ...(offset > 0 ? { range: `bytes=${offset}-` } : {}),
      },
      signal: signal ? AbortSignal.any([signal, connect.signal]) : connect.signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DownloadProblem(
      "unreachable",
      host,
      `Cannot reach ${host}: ${describeError(error)}.`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function save(
  response: Response,
  file: string,
  flags: "a" | "w",
  offset: number,
  total: number | undefined,
  options: DownloadOptions,
) {
  if (!response.body) throw new Error("The server sent no body.");
  const host = hostOf(options.url);
  const stallMs = options.stallMs ?? 60_000;
  const reader = Readable.fromWeb(response.body as never);
  const meter = speedMeter();
  meter(offset, performance.now());
  let received = offset;
  let lastReport = 0;
  let stalled = false;
  const report = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < 100) return;
    lastReport = now;
    options.onProgress?.({ received, total, bytesPerSecond: meter(received, now) });
  };
  // A connection that goes quiet is dropped; what arrived stays on disk for the next try.
  let idle: NodeJS.Timeout | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      stalled = true;
      reader.destroy(new Error("stalled"));
    }, stallMs);
  };
  // Each chunk is on disk before the next is read, so an interrupted download keeps all it got.
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, flags);
  } catch (error) {
    reader.destroy();
    throw diskProblem(error, file) ?? error;
  }
  try {
    watch();
    for await (const chunk of reader as AsyncIterable<Buffer>) {
      watch();
      await handle.write(chunk);
      received += chunk.length;
      report(false);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const disk = diskProblem(error, file);
    if (disk) throw disk;
    const of = total === undefined ? "" : ` of ${formatBytes(total)}`;
    throw new DownloadProblem(
      stalled ? "stalled" : "interrupted",
      host,
      stalled
        ? `${host} sent nothing for ${Math.round(stallMs / 1000)} s at ${formatBytes(received)}${of}.`
        : `The download stopped at ${formatBytes(received)}${of} (${describeError(error)}).`,
    );
  } finally {
    clearTimeout(idle);
    await handle.close();
    report(true);
  }
}

/** Bytes per second over the last few seconds; 0 until a second has passed (no wild first guess). */
function speedMeter(): (received: number, now: number) => number {
  const samples: { at: number; received: number }[] = [];
  return (received, now) => {
    samples.push({ at: now, received });
    while (samples.length > 2 && now - (samples[0]?.at ?? now) > 5000) samples.shift();
    const first = samples[0] as { at: number; received: number };
    const seconds = (now - first.at) / 1000;
    return seconds >= 1 ? (received - first.received) / seconds : 0;
  };
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).size;
  } catch {
    return undefined;
  }
}

function parseContentRange(value: string | null): { start: number; total?: number } | undefined {
  const match = /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(value?.trim() ?? "");
  if (!match) return undefined;
  return { start: Number(match[1]), total: match[2] === "*" ? undefined : Number(match[2]) };
}

function numberOrUndefined(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}
