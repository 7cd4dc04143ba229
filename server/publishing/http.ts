/**
 * One request to a writer's site, for every platform's client: under the safe fetcher's
 * connection rules (server/sources: the address checked before connecting and every resolved
 * address checked at connection, loopback and private ranges refused unless the test-only
 * allow-list names them), no redirect followed, a time limit, the answer read up to a size.
 * Everything that goes wrong below HTTP becomes a PlatformError naming it: the host not found,
 * no connection, a refused address, the TLS certificate refused (with its code), no answer in time.
 */
import { PLATFORM_MESSAGE_KEPT, PUBLISHING_MESSAGES } from "@domain/publishing";
import { request } from "undici";
import { checkAddress, checkedAgent, closeAgent, refusalOf, SourceRefused } from "../sources";
import { PlatformError } from "./platform";

export const SITE_TIMEOUT_MS = 20_000;
/** Bytes of a site's answer read (a post's JSON with its rendered HTML fits). */
export const SITE_ANSWER_MAX_BYTES = 4 * 1024 * 1024;

export type SiteAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
};

export type SiteRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  maxBytes?: number;
};

const hostOf = (url: URL) => url.host;

/** Node's and OpenSSL's codes for a certificate or handshake refused. */
const TLS_CODE = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS|ERR_SSL|EPROTO/;

/** The TLS code in an error's cause chain, if the failure was the certificate or handshake. */
export function tlsCodeOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && TLS_CODE.test(code)) return code;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const found = tlsCodeOf(inner);
        if (found) return found;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The PlatformError a failed request stands for (network failures may succeed later). */
export function networkError(error: unknown, url: URL, signal: AbortSignal): PlatformError {
  if (error instanceof PlatformError) return error;
  const host = hostOf(url);
  const tls = tlsCodeOf(error);
  if (tls) return new PlatformError(PUBLISHING_MESSAGES.tls, { host, code: tls });
  const refusal = error instanceof SourceRefused ? error : refusalOf(error, signal);
  switch (refusal.reason) {
    case "blockedAddress":
      return new PlatformError(PUBLISHING_MESSAGES.addressRefused, { host });
    case "scheme":
    case "credentials":
      return new PlatformError(PUBLISHING_MESSAGES.siteUrlInvalid);
    case "unresolved":
      return new PlatformError(PUBLISHING_MESSAGES.unresolved, { host }, true);
    case "timeout":
      return new PlatformError(PUBLISHING_MESSAGES.timeout, { host }, true);
    default:
      return new PlatformError(PUBLISHING_MESSAGES.unreachable, { host }, true);
  }
}

/** A site's own message, cut to what is kept and shown. */
export function platformText(text: unknown): string {
  const value = typeof text === "string" ? text : "";
  return value.replace(/\s+/g, " ").trim().slice(0, PLATFORM_MESSAGE_KEPT);
}

/**
 * Sends one request and reads the answer; throws a PlatformError when there is no answer. Any
 * HTTP status is an answer: the platform's client decides what it means.
 */
export async function siteRequest(address: string | URL, options: SiteRequest = {}) {
  const url = typeof address === "string" ? new URL(address) : address;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SITE_TIMEOUT_MS);
  const maxBytes = options.maxBytes ?? SITE_ANSWER_MAX_BYTES;
  try {
    checkAddress(url);
  } catch (error) {
    throw networkError(error, url, signal);
  }
  const agent = checkedAgent(url);
  try {
    const answer = await request(url, {
      dispatcher: agent,
      method: options.method ?? "GET",
      signal,
      headers: { "user-agent": "Inkwell-Publishing/1", ...options.headers },
      body: options.body,
    });
    const chunks: Buffer[] = [];
    let read = 0;
    for await (const chunk of answer.body) {
      read += (chunk as Buffer).length;
      if (read > maxBytes) {
        answer.body.destroy();
        throw new PlatformError(PUBLISHING_MESSAGES.badAnswer, { status: answer.statusCode });
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    let json: unknown;
    const type = String(answer.headers["content-type"] ?? "");
    if (/json/i.test(type) || /^\s*[[{]/.test(body.subarray(0, 64).toString("utf8"))) {
      try {
        json = JSON.parse(body.toString("utf8"));
      } catch {
        // Not JSON after all: the client reads `json` as undefined and says the answer is not
        // what the API documents.
        json = undefined;
      }
    }
    return { status: answer.statusCode, headers: answer.headers, body, json } as SiteAnswer;
  } catch (error) {
    throw networkError(error, url, signal);
  } finally {
    closeAgent(agent);
  }
}

/** Whether an HTTP status is worth another attempt later (the site busy or down for a while). */
export const retryableStatus = (status: number) => status === 429 || status >= 500;
