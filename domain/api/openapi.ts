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
