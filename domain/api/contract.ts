/**
 * An API contract: everything both ends agree on for one operation, in one value. The server
 * registers a handler for it (server/http `endpoint`), the browser calls it (app/lib `useApi`),
 * and the OpenAPI document (GET /api/openapi.json) is generated from the list of all of them
 * (domain/api/index.ts `API_CONTRACTS`). A route without a contract, or a contract without a
 * route, fails tests/lint/api-contracts.test.ts.
 */
import type { z } from "zod";
import type { ApiScope } from "../api-keys";
import type { ErrorCode, ParseResult } from "./errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call: `visitor` anyone (the handler may still look at the session), `user` a signed-in
 * user (401 otherwise), `admin` a signed-in admin (403 for other users), `superAdmin` a super
 * admin, `provider` the payment provider (the handler checks its signature).
 */
export type Access = "visitor" | "user" | "admin" | "superAdmin" | "provider";

/** What a successful call answers. */
export type Answer<O> =
  /** JSON checked by the schema. */
  | { kind: "json"; schema: z.ZodType<O>; status?: 200 | 201 | 202 }
  /** A file to download (exports): the media types it may have. */
  | { kind: "file"; mediaTypes: readonly string[] }
  /** A redirect (checkout, the customer portal). */
  | { kind: "redirect" }
  /** Server-sent events, each `data:` line checked by the schema. */
  | { kind: "events"; schema: z.ZodType<O> };

/** A request body (JSON, or a form's fields read as an object): its schema and its check. */
export type Body<I> = {
  /** The shape, for the OpenAPI document and for checking when there is no `parse`. */
  schema: z.ZodType<I>;
  /** The domain's check with the spec's words; without it the schema checks. */
  parse?: (raw: unknown) => ParseResult<I>;
  /** Bytes a body may have, when more than the default (server/http body-limit.ts). */
  limit?: number;
  /**
   * The handler reads the request's body itself, as it came (a signature covers its exact
   * bytes): the endpoint neither reads nor checks it, and `schema` only describes it.
   */
  raw?: true;
};

export type Contract<
  Path extends string = string,
  I = unknown,
  O = unknown,
  Q = unknown,
  A extends Access = Access,
> = {
  /** Unique, camelCase: the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** React Router's pattern: `/api/presets/:id`. */
  path: Path;
  /** One line for the document. */
  summary: string;
  access: A;
  /** For `user`: the message a visitor reads instead of the generic 401 (spec section 8). */
  loginMessage?: string;
  /** A JSON or form body (POST, PUT, PATCH). */
  body?: Body<I>;
  /** The query string's parameters, each read as text: for the document and the client. */
  query?: z.ZodType<Q>;
  answer: Answer<O>;
  /** The error codes this operation may answer besides INTERNAL (and, for `user`, UNAUTHENTICATED). */
  errors: readonly ErrorCode[];
  /**
   * Also served by the public API (issue 30, docs/decisions/0030-api.md) at the same path under
   * `/api/v1` (`/api/posts/:id` -> `/api/v1/posts/:id`) to a caller with an API key that holds
   * `scope`. Without it the operation is the screens' only. Never on `admin` or `superAdmin`.
   */
  v1?: { scope: ApiScope };
};

/**
 * A contract, with its types kept for both ends. Marked free of side effects, so a screen that
 * imports only a contract file's schemas does not download its contracts.
 */
/*#__NO_SIDE_EFFECTS__*/
export function contract<
  const Path extends string,
  const A extends Access,
  I = never,
  O = unknown,
  Q = never,
>(value: Contract<Path, I, O, Q, A>): Contract<Path, I, O, Q, A> {
  return value;
}

export type BodyOf<C> =
  C extends Contract<string, infer I, infer _O, infer _Q, infer _A> ? I : never;
export type OutputOf<C> =
  C extends Contract<string, infer _I, infer O, infer _Q, infer _A> ? O : never;

/** The names of a path's parameters: `/api/posts/:id/export/:format` -> "id" | "format". */
export type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Path extends string> = [ParamsOf<Path>] extends [never]
  ? Record<string, never>
  : Record<ParamsOf<Path>, string>;

/** The public API's prefix, and a screens' path's address under it. */
export const V1_PREFIX = "/api/v1";
export function v1Path(path: string): string {
  if (!path.startsWith("/api/")) throw new Error(`v1Path: ${path} is not under /api/`);
  return `${V1_PREFIX}/${path.slice("/api/".length)}`;
}

/** The address of a call: the path with its parameters (escaped) and the query string. */
export function addressOf(
  c: { path: string },
  params: Record<string, string>,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const values = params;
  const path = c.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`addressOf: ${c.path} needs "${name}"`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
