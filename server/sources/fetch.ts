/**
 * The safe web fetcher of sources (issue 27, docs/decisions/0026-sources.md). A page is fetched
 * once, on the user's request, under these rules:
 * - only http(s), no user-info in the address;
 * - the host is resolved and every address checked (address.ts) inside the connection's own
 *   `lookup`, so the address checked is the address connected to: a DNS answer that changes
 *   between the check and the connection (rebinding) cannot reach a refused range. An IP written
 *   in the address is checked before connecting;
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked the same way;
 * - the body is read up to `maxBytes` and the whole fetch (robots.txt included) within `timeoutMs`;
 * - only text-like media types (domain/sources.ts SOURCE_MEDIA_TYPES);
 * - an honest user agent, and the site's robots.txt (RFC 9309) for it.
 * Every refusal is a SourceRefused whose message key the user reads.
 */
import dns, { type LookupAddress } from "node:dns";
import net from "node:net";
import zlib from "node:zlib";
import { type RefusalReason, SOURCE_MEDIA_TYPES, type SourceFormat } from "@domain/sources";
import robotsParser from "robots-parser";
import { Agent, request } from "undici";
import { isBlockedAddress } from "./address";
import { SourceRefused } from "./errors";
import { fetchSettings } from "./settings";

export type FetchLimits = {
  /** Bytes of one body; more is refused while reading. */
  maxBytes: number;
  /** The whole fetch, redirects and robots.txt included. */
  timeoutMs: number;
  maxRedirects: number;
};

export const DEFAULT_FETCH_LIMITS: Omit<FetchLimits, "maxBytes"> = {
  timeoutMs: 15_000,
  maxRedirects: 5,
};

export type Fetched = {
  /** The address the body came from, after redirects. */
  url: URL;
  format: SourceFormat;
  mediaType: string;
  charset: string | null;
  body: Buffer;
};

/** robots.txt is small; a larger one is read up to this (RFC 9309 asks for at least 500 KiB). */
const ROBOTS_MAX_BYTES = 512 * 1024;
/** Bytes as megabytes for a message (one decimal at most). */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

const ROBOTS_UNAVAILABLE = new Set<RefusalReason>(["tooLarge", "tooManyRedirects", "badRedirect"]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

class BlockedAddress extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}
class Unresolved extends Error {}

/** Whether `host:port` is on the test-only allow-list (INKWELL_FETCH_ALLOW_HOSTS). */
export function allowed(url: URL): boolean {
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return fetchSettings().allowHosts.includes(`${url.hostname.replace(/^\[|\]$/g, "")}:${port}`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

type Resolver = (
  hostname: string,
  done: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, done) =>
  dns.lookup(hostname, { all: true, verbatim: true }, done);

/** A `lookup` for net.connect that resolves, then refuses the connection on a refused address. */
export function checkedLookup(check: boolean, resolve: Resolver = systemResolver) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    resolve(hostname, (error, addresses) => {
      if (error || addresses.length === 0) {
        callback(new Unresolved(error?.message ?? `no address for ${hostname}`), []);
        return;
      }
      const refused = check ? addresses.find((a) => isBlockedAddress(a.address)) : undefined;
      if (refused) {
        callback(new BlockedAddress(refused.address), []);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]?.address ?? "", addresses[0]?.family);
    });
  };
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6) {
    chain.push(current);
    if (current instanceof AggregateError) chain.push(...current.errors);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The refusal a failed request stands for. */
export function refusalOf(error: unknown, signal: AbortSignal): SourceRefused {
  if (error instanceof SourceRefused) return error;
  const chain = causes(error);
  if (chain.some((e) => e instanceof BlockedAddress)) return new SourceRefused("blockedAddress");
  if (chain.some((e) => e instanceof Unresolved)) return new SourceRefused("unresolved");
  if (signal.aborted) return new SourceRefused("timeout");
  return new SourceRefused("unreachable");
}

/** Checks the address itself before any connection: scheme, user-info, a literal refused IP. */
export function checkAddress(url: URL): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SourceRefused("scheme");
  if (url.username || url.password) throw new SourceRefused("credentials");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && isBlockedAddress(host) && !allowed(url))
    throw new SourceRefused("blockedAddress");
}

type Hop = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * A one-request agent for `url` whose connection checks every resolved address (unless the
 * test-only allow-list names it): the webhooks' deliveries (server/webhooks) use it too.
 */
export function checkedAgent(url: URL): Agent {
  return new Agent({
    connect: { lookup: checkedLookup(!allowed(url)) },
    keepAliveTimeout: 1,
    connections: 1,
  });
}

/** One request, no redirect followed, the body read up to `maxBytes` (or refused). */
async function once(url: URL, maxBytes: number, signal: AbortSignal, accept: string): Promise<Hop> {
  checkAddress(url);
  const agent = checkedAgent(url);
  try {
    const answer = await request(url, {
      dispatcher: agent,
      method: "GET",
      signal,
      headers: {
        "user-agent": fetchSettings().userAgent,
        accept,
        "accept-encoding": "identity",
      },
    });
    const declared = Number(answer.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes && !REDIRECTS.has(answer.statusCode)) {
      // The body is being thrown away and the agent destroyed below: a failure to drain it
      // changes nothing for the user, who reads the refusal that follows.
      await answer.body.dump({ limit: 0 }).catch(() => undefined);
      throw new SourceRefused("tooLarge", { maxMb: megabytes(maxBytes) });
    }
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of answer.body) {
      read += (chunk as Buffer).length;
      if (read > maxBytes) {
        answer.body.destroy();
        throw new SourceRefused("tooLarge", { maxMb: megabytes(maxBytes) });
      }
      chunks.push(chunk as Buffer);
    }
    return { status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) };
  } catch (error) {
    throw refusalOf(error, signal);
  } finally {
    closeAgent(agent);
  }
}

/**
 * Closes a one-request agent after its answer was read or refused: its sockets go either way and
 * the outcome is already known, so a failure to close them is nothing anyone can act on.
 */
export function closeAgent(agent: { destroy(): Promise<void> }): void {
  agent.destroy().catch(() => undefined);
}

const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

/** Follows redirects by hand: each hop's address is checked again. */
async function follow(
  start: URL,
  limits: FetchLimits,
  maxBytes: number,
  signal: AbortSignal,
  accept: string,
): Promise<{ url: URL; hop: Hop }> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    const hop = await once(url, maxBytes, signal, accept);
    if (!REDIRECTS.has(hop.status)) return { url, hop };
    if (redirects >= limits.maxRedirects) throw new SourceRefused("tooManyRedirects");
    const location = header(hop.headers.location);
    try {
      url = new URL(location, url);
    } catch {
      throw new SourceRefused("badRedirect");
    }
    if (!location) throw new SourceRefused("badRedirect");
  }
}

/**
 * Whether the site's robots.txt lets the fetcher read this address (RFC 9309): a missing one
 * (4xx) allows everything, an unreachable one (5xx, no answer) allows nothing.
 */
async function robotsAllow(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<boolean> {
  const address = new URL("/robots.txt", url);
  let found: { url: URL; hop: Hop };
  try {
    found = await follow(address, limits, ROBOTS_MAX_BYTES, signal, "text/plain");
  } catch (error) {
    // Too large, or redirected too often: "unavailable", which allows (RFC 9309 2.3.1.2-3).
    if (error instanceof SourceRefused && ROBOTS_UNAVAILABLE.has(error.reason)) return true;
    // A refused address, an unknown host, no answer in time: the page's own refusal.
    throw error;
  }
  const { status, body } = found.hop;
  if (status >= 400 && status < 500) return true;
  if (status >= 500 || status < 200 || status >= 300) return false;
  const robots = robotsParser(address.href, body.toString("utf8"));
  return robots.isAllowed(url.href, fetchSettings().robotsAgent) !== false;
}

function mediaTypeOf(value: string): { mediaType: string; charset: string | null } {
  const [type = "", ...params] = value.split(";");
  const charset = params.map((p) => p.trim().match(/^charset="?([^";]+)"?$/i)?.[1]).find(Boolean);
  return { mediaType: type.trim().toLowerCase(), charset: charset ?? null };
}

/**
 * The body without its content coding (asked for `identity`, a server may still compress), its
 * decoded size capped too: a small compressed body cannot unpack past `maxBytes`.
 */
export function decoded(body: Buffer, coding: string, maxBytes: number): Buffer {
  const name = coding.trim().toLowerCase();
  if (!name || name === "identity") return body;
  const options = { maxOutputLength: maxBytes };
  try {
    if (name === "gzip" || name === "x-gzip") return zlib.gunzipSync(body, options);
    if (name === "deflate") return zlib.inflateSync(body, options);
    if (name === "br") return zlib.brotliDecompressSync(body, options);
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw new SourceRefused("tooLarge", { maxMb: megabytes(maxBytes) });
    throw new SourceRefused("unreadable");
  }
  throw new SourceRefused("unreadable");
}

/** Fetches one web source under the rules above; throws SourceRefused with the reason. */
export async function fetchSource(address: string, limits: FetchLimits): Promise<Fetched> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SourceRefused("scheme");
  }
  checkAddress(url);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const accept = Object.keys(SOURCE_MEDIA_TYPES).join(", ");
  if (!(await robotsAllow(url, limits, signal))) throw new SourceRefused("robots");
  const { url: final, hop } = await follow(url, limits, limits.maxBytes, signal, accept);
  if (final.origin !== url.origin && !(await robotsAllow(final, limits, signal)))
    throw new SourceRefused("robots");
  if (hop.status < 200 || hop.status >= 300)
    throw new SourceRefused("httpStatus", { status: hop.status });
  const { mediaType, charset } = mediaTypeOf(header(hop.headers["content-type"]));
  const format = SOURCE_MEDIA_TYPES[mediaType];
  if (!format) throw new SourceRefused("unsupportedType", { type: mediaType || "?" });
  const body = decoded(hop.body, header(hop.headers["content-encoding"]), limits.maxBytes);
  return { url: final, format, mediaType, charset, body };
}

export type { RefusalReason };
