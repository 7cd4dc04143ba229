/**
 * GET /api/sources (the user's research sources, newest first), POST /api/sources (add one:
 * JSON `{ kind: "url", url }`, `{ kind: "text", text, title? }`, `{ kind: "post", postId }`, or a
 * multipart form with `file`: `201` with it, `400` with the first problem, `409` SOURCE_LIMIT
 * with the plan's number, `422` SOURCE_REFUSED with why it could not be read), and GET/DELETE
 * /api/sources/{id} (the owner's only; anyone else's id is 404). Issue 27, ADR 0026.
 */
import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { SOURCE_LIMITS } from "../plans";
import {
  type AddSourceInput,
  addSourceSchema,
  parseAddSource,
  SOURCE_KINDS,
  SOURCE_STATUSES,
  type SourceSummary,
} from "../sources";
import { contract } from "./contract";
import { isoDate } from "./fields";
import { deletedResponseSchema } from "./post";

export const sourceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SOURCE_KINDS),
  title: z.string(),
  site: z.string().nullable(),
  address: z.string().nullable(),
  language: z.enum(LANGUAGE_CODES as [string, ...string[]]),
  status: z.enum(SOURCE_STATUSES),
  errorKey: z.string().nullable(),
  bytes: z.number().int(),
  characters: z.number().int(),
  pages: z.number().int().nullable(),
  passages: z.number().int(),
  createdAt: isoDate,
}) as unknown as z.ZodType<SourceSummary>;

export const sourceListResponseSchema = z.object({ sources: z.array(sourceSummarySchema) });
export type SourceListResponse = z.infer<typeof sourceListResponseSchema>;

export const sourceResponseSchema = z.object({ source: sourceSummarySchema });
export type SourceResponse = z.infer<typeof sourceResponseSchema>;

/** The largest file any plan takes, and room for the multipart envelope. */
const LARGEST_FILE = Math.max(...Object.values(SOURCE_LIMITS).map((l) => l.fileBytes));
export const ADD_SOURCE_BODY_LIMIT = LARGEST_FILE + 64 * 1024;

export const listSources = contract({
  id: "listSources",
  method: "GET",
  path: "/api/sources",
  summary: "The user's research sources, newest first",
  access: "user",
  answer: { kind: "json", schema: sourceListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const addSource = contract({
  id: "addSource",
  method: "POST",
  path: "/api/sources",
  summary: "Add a research source: a web address, a file, pasted text or a library post",
  access: "user",
  body: {
    schema: addSourceSchema as unknown as z.ZodType<AddSourceInput>,
    parse: parseAddSource,
    limit: ADD_SOURCE_BODY_LIMIT,
  },
  answer: { kind: "json", schema: sourceResponseSchema, status: 201 },
  errors: [
    "INVALID_INPUT",
    "NOT_FOUND",
    "SOURCE_LIMIT",
    "SOURCE_REFUSED",
    "PAYLOAD_TOO_LARGE",
    "RATE_LIMITED",
  ],
  v1: { scope: "edit" },
});

export const readSource = contract({
  id: "readSource",
  method: "GET",
  path: "/api/sources/:id",
  summary: "One of the user's research sources, with its number of passages",
  access: "user",
  answer: { kind: "json", schema: sourceResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const deleteSource = contract({
  id: "deleteSource",
  method: "DELETE",
  path: "/api/sources/:id",
  summary: "Delete one of the user's research sources and its passages",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});
