/**
 * The OpenAPI 3.1 documents, generated from the contracts (domain/api): the screens' JSON APIs
 * (GET /api/openapi.json, this file) and the public API (GET /api/v1/openapi.json,
 * ./openapi-v1.ts) are built by the same functions from the same values the routes serve, so
 * neither can drift from them; tests/lint/api-contracts.test.ts checks every route has a contract
 * and every contract a route.
 */

import type { Contract } from "@domain/api/contract";
import { apiErrorSchema, ERROR_STATUS, type ErrorCode } from "@domain/api/errors";
import { API_CONTRACTS } from "@domain/api/index";
import { APP_NAME } from "@domain/app";
import { AUTH_COOKIE_PREFIX } from "@domain/site/cookies";
import { z } from "zod";

export type Json = Record<string, unknown>;

/** A schema as JSON Schema (2020-12, which OpenAPI 3.1 uses); what JSON cannot say is left open. */
export function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "draft-2020-12",
  }) as Json;
  return rest;
}

/** The one error shape, as a component every error answer refers to. */
export const ERROR_SCHEMA = jsonSchema(apiErrorSchema, "output");
const ERROR_RESPONSE_REF = { $ref: "#/components/schemas/ApiError" };

/** React Router's `/api/posts/:id` as OpenAPI writes it: `/api/posts/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function parameters(c: Contract): Json[] {
  const inPath = [...c.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = c.query ? jsonSchema(c.query, "input") : undefined;
  const properties = (query?.properties ?? {}) as Record<string, Json>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function success(c: Contract): [string, Json] {
  const answer = c.answer;
  switch (answer.kind) {
    case "json":
      return [
        String(answer.status ?? 200),
        {
          description: "Done",
          content: { "application/json": { schema: jsonSchema(answer.schema, "output") } },
        },
      ];
    case "file":
      return [
        "200",
        {
          description: "The file",
          content: Object.fromEntries(
            answer.mediaTypes.map((type) => [
              type,
              { schema: { type: "string", format: "binary" } },
            ]),
          ),
        },
      ];
    case "events":
      return [
        "200",
        {
          description: "Server-sent events; each event's data is the schema",
          content: { "text/event-stream": { schema: jsonSchema(answer.schema, "output") } },
        },
      ];
    case "redirect":
      return ["303", { description: "Goes on to the address in Location" }];
  }
}

/** The codes an operation may answer with whoever calls it: its own, INTERNAL, and the access's. */
export function errorCodesOf(c: Contract): Set<ErrorCode> {
  const codes = new Set<ErrorCode>([...c.errors, "INTERNAL"]);
  if (c.access !== "visitor" && c.access !== "provider") codes.add("UNAUTHENTICATED");
  if (c.access === "admin" || c.access === "superAdmin") codes.add("FORBIDDEN");
  return codes;
}

/** Error answers grouped by status, each in the one error shape, with a status's headers. */
function errorResponses(codes: Set<ErrorCode>, headersOf: (status: number) => Json | undefined) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => {
        const headers = headersOf(status);
        return [
          String(status),
          {
            description: `Error: ${list.sort().join(", ")}`,
            ...(headers ? { headers } : {}),
            content: { "application/json": { schema: ERROR_RESPONSE_REF } },
          },
        ];
      }),
  );
}

/** What a document adds to an operation of its own: more codes, parameters, headers, keys. */
export type OperationExtras = {
  codes?: Iterable<ErrorCode>;
  parameters?: Json[];
  /** The headers of an answer with this status (the success one included). */
  headersOf?: (status: number) => Json | undefined;
  /** More fields of the operation object (security, tags, description, extensions). */
  fields?: Json;
};

/** One operation of a contract, in a document's terms. */
export function operation(c: Contract, extras: OperationExtras = {}): Json {
  const [status, response] = success(c);
  const headersOf = extras.headersOf ?? (() => undefined);
  const successHeaders = headersOf(Number(status));
  const body = c.body;
  return {
    operationId: c.id,
    summary: c.summary,
    "x-access": c.access,
    ...(c.access === "visitor" || c.access === "provider" ? { security: [] } : {}),
    ...extras.fields,
    parameters: [...parameters(c), ...(extras.parameters ?? [])],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: jsonSchema(body.schema, "input") } },
          },
        }
      : {}),
    responses: {
      [status]: successHeaders ? { ...response, headers: successHeaders } : response,
      ...errorResponses(new Set([...errorCodesOf(c), ...(extras.codes ?? [])]), headersOf),
    },
  };
}

/** The screens' document for these contracts (all of them by default). */
export function openApiDocument(contracts: readonly Contract[] = API_CONTRACTS): Json {
  const paths: Record<string, Json> = {};
  for (const c of contracts) {
    const path = openApiPath(c.path);
    paths[path] = { ...paths[path], [c.method.toLowerCase()]: operation(c) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${APP_NAME} API`,
      version: "1",
      description:
        "The JSON APIs behind the screens. Errors have one shape (ApiError); `title` and " +
        "`message` are message keys the screens translate.",
    },
    paths,
    components: {
      schemas: { ApiError: ERROR_SCHEMA },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: `${AUTH_COOKIE_PREFIX}.session_token`,
          description: "The signed-in session of the screens.",
        },
      },
    },
    security: [{ session: [] }],
  };
}

let built: Json | undefined;

/** The whole document, built once. */
export function apiDocument(): Json {
  built ??= openApiDocument();
  return built;
}
