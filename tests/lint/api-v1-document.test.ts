/**
 * The public API's OpenAPI document (GET /api/v1/openapi.json, issue 30): valid OpenAPI 3.1, and
 * listing exactly the /api/v1 routes app/routes.ts registers, whichever contracts are marked `v1`.
 */

import { type Contract, contract, V1_PREFIX, v1Path } from "@domain/api/contract";
import { API_CONTRACTS } from "@domain/api/index";
import { readPublicOpenApi } from "@domain/api/openapi";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Validator } from "@seriousme/openapi-schema-validator";
import { V1_DOCUMENT_PATH } from "@server/api-keys/gate";
import { publicApiDocument } from "@server/http";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import routes from "../../app/routes";

type Operation = {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  description?: string;
  "x-scope"?: string;
  parameters: { name: string; in: string }[];
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};

const SERVER = "https://inkwell.example";
const toOpenApi = (path: string) => path.replace(/:(\w+)/g, "{$1}");

/** Every operation a document lists, as "METHOD /path". */
function operationsOf(document: Document): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** The routes app/routes.ts registers under /api/v1, with the methods their modules serve there. */
async function registeredPublicOperations(): Promise<string[]> {
  const flatten = (entries: readonly RouteConfigEntry[], parent = ""): RouteConfigEntry[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${parent}/${entry.path}` : parent;
      return [{ ...entry, path }, ...flatten(entry.children ?? [], path)];
    });
  const found: string[] = [];
  const byRouteModules = new Set<string>();
  for (const route of flatten(routes)) {
    if (!route.file.startsWith("routes/api/")) continue;
    const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as Record<
      "loader" | "action",
      { contracts?: readonly Contract[] } | undefined
    >;
    const contracts = [...(module.loader?.contracts ?? []), ...(module.action?.contracts ?? [])];
    for (const c of contracts) byRouteModules.add(c.id);
    if (!route.path?.startsWith(`${V1_PREFIX}/`)) continue;
    // At its second address a module answers only its v1 operations; at its own, its contracts.
    const served = route.id?.endsWith("-v1") ? contracts.filter((c) => c.v1) : contracts;
    for (const c of served) found.push(`${c.method} ${toOpenApi(route.path)}`);
  }
  // Streams Express serves before React Router (tests/lint/api-contracts.test.ts
  // SERVED_BY_EXPRESS checks where): when marked v1, at their public address too.
  for (const c of API_CONTRACTS.filter((c) => c.v1 && !byRouteModules.has(c.id)))
    found.push(`${c.method} ${toOpenApi(v1Path(c.path))}`);
  return found.sort();
}

describe("the public API's OpenAPI document", () => {
  const document = publicApiDocument(SERVER) as Document;

  it("is a valid OpenAPI 3.1 document (checked against the specification's own schema)", async () => {
    const validator = new Validator();
    const result = await validator.validate(document as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? [], "validation errors").toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists exactly the registered /api/v1 routes: every contract with v1 at v1Path, and itself", async () => {
    const expected = [
      ...API_CONTRACTS.filter((c) => c.v1).map((c) => `${c.method} ${toOpenApi(v1Path(c.path))}`),
      `GET ${readPublicOpenApi.path}`,
    ].sort();
    expect(operationsOf(document)).toEqual(expected);
    expect(operationsOf(document)).toEqual(await registeredPublicOperations());
    expect(readPublicOpenApi.path).toBe(V1_DOCUMENT_PATH);
    expect(document.servers).toEqual([{ url: SERVER }]);
  });

  it("describes the key, the scope, idempotency and the rate limit on each operation", () => {
    // Contracts of its own, so this holds whichever real contracts are marked v1.
    const answer = { kind: "json", schema: z.object({ id: z.string() }) } as const;
    const read = contract({
      id: "readThing",
      method: "GET",
      path: "/api/things/:id",
      summary: "A thing",
      access: "user",
      answer,
      errors: ["NOT_FOUND"],
      v1: { scope: "read" },
    });
    const make = contract({
      id: "makeThing",
      method: "POST",
      path: "/api/things",
      summary: "Make a thing",
      access: "user",
      body: { schema: z.object({ name: z.string() }) },
      answer: { ...answer, status: 202 },
      errors: ["INVALID_INPUT", "GENERATIONS_BUSY"],
      v1: { scope: "generate" },
    });
    const screensOnly = contract({
      id: "deleteThing",
      method: "DELETE",
      path: "/api/things/:id",
      summary: "Delete a thing",
      access: "user",
      answer,
      errors: [],
    });
    const own = publicApiDocument(SERVER, [read, make, screensOnly, readPublicOpenApi]) as Document;
    expect(operationsOf(own)).toEqual([
      "GET /api/v1/openapi.json",
      "GET /api/v1/things/{id}",
      "POST /api/v1/things",
    ]);
    expect(own.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(own.tags.map((t) => t.name)).toEqual(["openapi", "things"]);

    const get = own.paths["/api/v1/things/{id}"]?.get as Operation;
    const post = own.paths["/api/v1/things"]?.post as Operation;
    expect(get.security).toEqual([{ apiKey: ["read"] }]);
    expect(get["x-scope"]).toBe("read");
    expect(get.description).toContain("`read`");
    expect(post["x-scope"]).toBe("generate");
    expect(get.tags).toEqual(["things"]);
    expect(get.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(["path id"]);
    expect(post.parameters.map((p) => `${p.in} ${p.name}`)).toEqual(["header Idempotency-Key"]);
    for (const operation of [get, post]) {
      const { responses } = operation;
      expect(Object.keys(responses)).toEqual(expect.arrayContaining(["401", "403", "429", "500"]));
      expect(responses["403"]?.description).toContain("SCOPE_MISSING");
      expect(Object.keys(responses["401"]?.headers ?? {})).toEqual(["WWW-Authenticate"]);
      expect(Object.keys(responses["429"]?.headers ?? {})).toEqual([
        "Retry-After",
        "X-RateLimit-Limit",
        "X-RateLimit-Remaining",
        "X-RateLimit-Reset",
      ]);
    }
    expect(Object.keys(get.responses["200"]?.headers ?? {})).toContain("X-RateLimit-Remaining");
    expect(post.responses["429"]?.description).toBe("Error: GENERATIONS_BUSY, RATE_LIMITED");
    expect(post.responses["409"]?.description).toContain("IDEMPOTENCY_CONFLICT");
    expect(get.responses["409"]).toBeUndefined();
    // The document itself needs no key.
    expect(own.paths["/api/v1/openapi.json"]?.get?.security).toEqual([]);
  });
});
