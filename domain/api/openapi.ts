/** GET /api/openapi.json: the OpenAPI 3.1 document of every JSON API, generated from the contracts. */
import { z } from "zod";
import { contract } from "./contract";

export const readOpenApi = contract({
  id: "readOpenApi",
  method: "GET",
  path: "/api/openapi.json",
  summary: "This document: every API operation, generated from the contracts",
  access: "visitor",
  answer: {
    kind: "json",
    schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  errors: [],
});

/**
 * GET /api/v1/openapi.json: the public API's OpenAPI 3.1 document (issue 30): the operations
 * marked `v1`, at their /api/v1 addresses, with the key, scopes, idempotency and rate limits.
 * Public: the key gate lets this one path through (server/api-keys/gate.ts V1_DOCUMENT_PATH).
 */
export const readPublicOpenApi = contract({
  id: "readPublicOpenApi",
  method: "GET",
  path: "/api/v1/openapi.json",
  summary: "This document: the public API, generated from the contracts (no key needed)",
  access: "visitor",
  answer: {
    kind: "json",
    schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  errors: [],
});
