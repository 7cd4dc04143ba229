/**
 * The public API's OpenAPI 3.1 document (GET /api/v1/openapi.json, issue 30, ADR 0030): every
 * contract marked `v1`, at its /api/v1 address (`v1Path`), and the public paths under /api/v1
 * (this document). Built by the screens' document's functions (./openapi.ts) from the same
 * contracts the routes serve, so marking a contract `v1` is all it takes to appear here.
 */

import { type Contract, V1_PREFIX, v1Path } from "@domain/api/contract";
import type { ErrorCode } from "@domain/api/errors";
import { API_CONTRACTS } from "@domain/api/index";
import {
  API_SCOPES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_HOURS,
  IDEMPOTENCY_KEY_MAX,
} from "@domain/api-keys";
import { APP_NAME } from "@domain/app";
import { API_LIMITS } from "@domain/plans";
import { ERROR_SCHEMA, type Json, openApiPath, operation } from "./openapi";

/** The security scheme's name in the document. */
export const API_KEY_SCHEME = "apiKey";

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** Every answer to a key carries the rate limit's headers (server/api-keys/gate.ts). */
const RATE_LIMIT_HEADERS = {
  "X-RateLimit-Limit": header("RateLimitLimit"),
  "X-RateLimit-Remaining": header("RateLimitRemaining"),
  "X-RateLimit-Reset": header("RateLimitReset"),
};

const HEADERS: Json = {
  RateLimitLimit: {
    description: "Requests a minute this key may make (the plan's number).",
    schema: { type: "integer" },
  },
  RateLimitRemaining: {
    description: "Requests left in the current minute.",
    schema: { type: "integer" },
  },
  RateLimitReset: {
    description: "Seconds until the current minute's count starts again.",
    schema: { type: "integer" },
  },
  RetryAfter: { description: "Seconds to wait before trying again.", schema: { type: "integer" } },
  WWWAuthenticate: { description: "`Bearer`: send a key.", schema: { type: "string" } },
};

function headersOf(status: number): Json {
  if (status === 401) return { "WWW-Authenticate": header("WWWAuthenticate") };
  if (status === 429) return { "Retry-After": header("RetryAfter"), ...RATE_LIMIT_HEADERS };
  return RATE_LIMIT_HEADERS;
}

const IDEMPOTENCY_PARAMETER: Json = {
  name: IDEMPOTENCY_HEADER,
  in: "header",
  required: false,
  description:
    `Any unique text (a UUID) per intended request. A retry with the same key within ` +
    `${IDEMPOTENCY_HOURS} hours returns the first answer again and never charges twice; the ` +
    "same key with another body is 409 IDEMPOTENCY_CONFLICT.",
  schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
};

/** The tag of a public path: its first segment (`/api/v1/posts/{id}` -> posts, `/api/v1/openapi.json` -> openapi). */
export function tagOf(path: string): string {
  return (path.slice(`${V1_PREFIX}/`.length).split("/")[0] ?? "").replace(/\.json$/, "");
}

/** The public address of a contract's operation, or null when the public API does not serve it. */
export function publicPathOf(c: Contract): string | null {
  if (c.v1) return v1Path(c.path);
  if (c.path.startsWith(`${V1_PREFIX}/`)) return c.path;
  return null;
}

function publicOperation(c: Contract, path: string): Json {
  const scope = c.v1?.scope;
  if (!scope) return operation(c, { fields: { tags: [tagOf(path)] } });
  const codes: ErrorCode[] = ["UNAUTHENTICATED", "SCOPE_MISSING", "RATE_LIMITED"];
  if (c.method === "POST") codes.push("IDEMPOTENCY_CONFLICT");
  return operation(c, {
    codes,
    parameters: c.method === "POST" ? [IDEMPOTENCY_PARAMETER] : [],
    headersOf,
    fields: {
      description: `Needs an API key with the \`${scope}\` scope.`,
      tags: [tagOf(path)],
      security: [{ [API_KEY_SCHEME]: [scope] }],
      "x-scope": scope,
    },
  });
}

const limits = Object.entries(API_LIMITS)
  .map(([tier, limit]) => `${tier} ${limit.requestsPerMinute}`)
  .join(", ");

const DESCRIPTION = [
  `The public API of ${APP_NAME}: the same operations, checks, errors and credits as the screens.`,
  "",
  "**Keys.** Create a key in Profile > API keys and send it as `Authorization: Bearer <key>`. " +
    `Each key holds scopes (${API_SCOPES.join(", ")}); each operation names the one it needs ` +
    "(403 SCOPE_MISSING otherwise). A missing, unknown, revoked or expired key is 401.",
  "",
  `**Rate limits.** Requests a minute per key, by plan: ${limits}. Every answer carries ` +
    "`X-RateLimit-Limit`, `-Remaining` and `-Reset`; past the limit, 429 with `Retry-After`.",
  "",
  `**Idempotency.** Send \`${IDEMPOTENCY_HEADER}\` on a POST and retry it safely: the first ` +
    "answer comes back again and nothing is charged twice.",
  "",
  "**Errors** have one shape (ApiError): `code` is stable; `title` and `message` are message " +
    "keys, `params` their values.",
].join("\n");

/** The public API's document for these contracts (all of them by default), served from `server`. */
export function publicApiDocument(
  server: string,
  contracts: readonly Contract[] = API_CONTRACTS,
): Json {
  const paths: Record<string, Json> = {};
  const tags = new Set<string>();
  for (const c of contracts) {
    const address = publicPathOf(c);
    if (!address) continue;
    const path = openApiPath(address);
    tags.add(tagOf(path));
    paths[path] = { ...paths[path], [c.method.toLowerCase()]: publicOperation(c, path) };
  }
  return {
    openapi: "3.1.0",
    info: { title: `${APP_NAME} public API`, version: "1", description: DESCRIPTION },
    servers: [{ url: server.replace(/\/+$/, "") }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: ERROR_SCHEMA },
      headers: HEADERS,
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: "http",
          scheme: "bearer",
          description: "An API key from Profile > API keys: `Authorization: Bearer ink_...`.",
        },
      },
    },
    security: [{ [API_KEY_SCHEME]: [] }],
  };
}

const built = new Map<string, Json>();

/** The whole public document for this origin (APP_URL), built once. */
export function publicApiDocumentFor(server: string): Json {
  let document = built.get(server);
  if (!document) {
    document = publicApiDocument(server);
    built.set(server, document);
  }
  return document;
}
