import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The model `npm run model:pull` downloads by default: small, instruction-tuned, Apache 2.0. */
export const RECOMMENDED_MODEL = {
  label: "Qwen2.5 1.5B Instruct (Q4_K_M)",
  url: "https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf",
  file: "qwen2.5-1.5b-instruct-q4_k_m.gguf",
  approximateSize: "about 1.1 GB",
} as const;

/** Where the recommended model lands: `<dataDir>/models/<file>`. */
export function recommendedModelPath(dataDir: string): string {
  return path.resolve(dataDir, "models", RECOMMENDED_MODEL.file);
}

export type DownloadProgress = {
  received: number;
  total: number | undefined;
  bytesPerSecond: number;
};

export type RemoteFile = {
  /** Size the server states (Hugging Face: X-Linked-Size, else Content-Length). */
  size?: number;
  /** SHA-256 the server states (Hugging Face: X-Linked-Etag of LFS files). */
  sha256?: string;
};

export type DownloadOptions = {
  url: string;
  destination: string;
  /** Expected SHA-256 (hex); when absent, the one the server states, if any. */
  sha256?: string;
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  onStatus?: (message: string) => void;
};

export type DownloadResult = {
  path: string;
  bytes: number;
  resumedFrom: number;
  alreadyPresent: boolean;
  verified: "size and SHA-256" | "size";
};

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Asks the server for the file's size and hash without downloading it. Hugging Face answers a
 * HEAD on /resolve/ with a redirect that carries X-Linked-Size and X-Linked-Etag (the SHA-256 of
 * LFS files); other servers give Content-Length. Servers that refuse HEAD give nothing.
 */
export async function inspectRemote(url: string, signal?: AbortSignal): Promise<RemoteFile> {
  const headers = { "accept-encoding": "identity" };
  try {
    const first = await fetch(url, { method: "HEAD", redirect: "manual", headers, signal });
    const linkedSize = numberOrUndefined(first.headers.get("x-linked-size"));
    const etag = first.headers.get("x-linked-etag")?.replace(/^W\//, "").replaceAll('"', "");
    const sha256 = etag && HEX64.test(etag.toLowerCase()) ? etag.toLowerCase() : undefined;
    if (linkedSize !== undefined) return { size: linkedSize, sha256 };
    const location = first.headers.get("location");
    const final =
      first.status >= 300 && first.status < 400 && location
        ? await fetch(new URL(location, url), { method: "HEAD", headers, signal })
        : first;
    const size = final.ok ? numberOrUndefined(final.headers.get("content-length")) : undefined;
    return { size, sha256 };
  } catch (error) {
    if (signal?.aborted) throw error;
    return {};
  }
}

/**
 * Downloads `url` to `destination` through `<destination>.part`, resuming a partial file with an
 * HTTP Range request, then checks the size (and the SHA-256 when known) before renaming it into
 * place. A failed or interrupted download keeps the .part file for the next run to resume.
 */
export async function downloadModel(options: DownloadOptions): Promise<DownloadResult> {
  const { url, destination, signal } = options;
  const status = options.onStatus ?? (() => {});
  const part = `${destination}.part`;
  await mkdir(path.dirname(destination), { recursive: true });

  const remote = await inspectRemote(url, signal);
  const sha256 = options.sha256?.toLowerCase() ?? remote.sha256;
  if (sha256 !== undefined && !HEX64.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
  const verified = sha256 ? "size and SHA-256" : "size";

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
    const response = await fetch(url, {
      headers: {
        "accept-encoding": "identity",
        ...(offset > 0 ? { range: `bytes=${offset}-` } : {}),
      },
      signal,
    });
    if (response.status === 416 && offset > 0) {
      // Nothing left to send from that offset: the part file is complete, or bigger than the file.
      await response.body?.cancel();
    } else if (response.status === 206 && offset > 0) {
      const range = parseContentRange(response.headers.get("content-range"));
      if (range?.start !== offset)
        throw new Error(`The server resumed at the wrong offset (${range?.start}).`);
      total = range.total ?? total;
      await save(response, part, "a", offset, total, options.onProgress);
    } else if (response.ok) {
      if (offset > 0) status("The server does not resume downloads: starting over.");
      offset = 0;
      total = numberOrUndefined(response.headers.get("content-length")) ?? total;
      await save(response, part, "w", 0, total, options.onProgress);
    } else {
      await response.body?.cancel();
      throw new Error(
        `Download failed: HTTP ${response.status} ${response.statusText} from ${url}`,
      );
    }
  }

  const bytes = (await sizeOf(part)) ?? 0;
  if (total !== undefined && bytes !== total) {
    if (bytes > total) await rm(part, { force: true });
    throw new Error(
      `The download has ${formatBytes(bytes)} of ${formatBytes(total)}; run the command again to ${bytes > total ? "start over" : "resume"}.`,
    );
  }
  if (sha256) {
    status("Checking the SHA-256.");
    const actual = await hashFile(part);
    if (actual !== sha256) {
      await rm(part, { force: true });
      throw new Error(`The download's SHA-256 is ${actual}, expected ${sha256}; it was deleted.`);
    }
  }
  await rename(part, destination);
  return { path: destination, bytes, resumedFrom, alreadyPresent: false, verified };
}

async function save(
  response: Response,
  file: string,
  flags: "a" | "w",
  offset: number,
  total: number | undefined,
  onProgress: DownloadOptions["onProgress"],
) {
  if (!response.body) throw new Error("The server sent no body.");
  const body = response.body;
  const meter = speedMeter();
  meter(offset, performance.now());
  let received = offset;
  let lastReport = 0;
  const report = (force: boolean) => {
    const now = performance.now();
    if (!force && now - lastReport < 100) return;
    lastReport = now;
    onProgress?.({ received, total, bytesPerSecond: meter(received, now) });
  };
  // Each chunk is on disk before the next is read, so an interrupted download keeps all it got.
  const handle = await open(file, flags);
  try {
    for await (const chunk of Readable.fromWeb(body as never) as AsyncIterable<Buffer>) {
      await handle.write(chunk);
      received += chunk.length;
      report(false);
    }
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    const of = total === undefined ? "" : ` of ${formatBytes(total)}`;
    throw new Error(
      `The download stopped at ${formatBytes(received)}${of} (${describeError(error)}); run the command again to resume.`,
    );
  } finally {
    await handle.close();
    report(true);
  }
}

function describeError(error: unknown): string {
  const { message, cause } = error as { message?: string; cause?: { message?: string } };
  return [message, cause?.message].filter(Boolean).join(": ");
}

/** Bytes per second over the last few seconds. */
function speedMeter(): (received: number, now: number) => number {
  const samples: { at: number; received: number }[] = [];
  return (received, now) => {
    samples.push({ at: now, received });
    while (samples.length > 2 && now - (samples[0]?.at ?? now) > 5000) samples.shift();
    const first = samples[0] as { at: number; received: number };
    const seconds = (now - first.at) / 1000;
    return seconds > 0 ? (received - first.received) / seconds : 0;
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

/** 1536 → "1.5 KB"; decimal units, as download sizes are usually quoted. */
export function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** One line of progress: bar, percent, bytes and speed (bar and percent only when the size is known). */
export function formatProgress(
  { received, total, bytesPerSecond }: DownloadProgress,
  width = 30,
): string {
  const speed = `${formatBytes(Math.round(bytesPerSecond))}/s`;
  if (!total) return `${formatBytes(received)}  ${speed}`;
  const ratio = Math.min(1, received / total);
  const filled = Math.round(ratio * width);
  const bar = `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
  const percent = `${(ratio * 100).toFixed(1)}%`.padStart(6);
  return `${bar} ${percent}  ${formatBytes(received)} / ${formatBytes(total)}  ${speed}`;
}
