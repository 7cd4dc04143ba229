/**
 * Brand voices (issue 29, docs/decisions/0029-voices.md):
 * - GET /api/voices: the user's voices, newest first, with their plan's limit and what learning
 *   one costs (shown before it runs).
 * - POST /api/voices/samples: read one sample from a file (multipart `file`) or a web address
 *   (`{ kind: "url", url }`, through the safe fetcher): its title and text, nothing stored.
 * - POST /api/voices `{ name, language, samples }`: `202 { voice }` (a queued learning job, its
 *   cost reserved), `400` with the first problem, `404` when a sample post is not the user's,
 *   `409` VOICE_LIMIT with the plan's number, `402` INSUFFICIENT_CREDITS.
 * - GET /api/voices/{id}: its progress, then its fingerprint and guide. PATCH: its name and
 *   guide. DELETE: gone (pieces written with it keep their text; their Voice section goes).
 */
import { z } from "zod";
import { SOURCE_LIMITS } from "../plans";
import { type AddSourceInput, addSourceSchema, parseAddSource } from "../sources";
import {
  type CreateVoiceInput,
  createVoiceSchema,
  parseCreateVoice,
  parseUpdateVoice,
  SAMPLE_KINDS,
  type UpdateVoiceInput,
  updateVoiceSchema,
  voiceSchema,
} from "../voices";
import { contract } from "./contract";
import type { ParseResult } from "./errors";
import { deletedResponseSchema } from "./post";

export const voiceResponseSchema = z.object({ voice: voiceSchema });
export type VoiceResponse = z.infer<typeof voiceResponseSchema>;

export const voiceListResponseSchema = z.object({
  voices: z.array(voiceSchema),
  /** How many voices the plan keeps. */
  limit: z.number().int(),
  /** What learning a voice costs, in credits ("0.5"); "0" for admins. */
  cost: z.string(),
});
export type VoiceListResponse = z.infer<typeof voiceListResponseSchema>;

export const readSampleResponseSchema = z.object({
  sample: z.object({
    kind: z.enum(SAMPLE_KINDS),
    title: z.string(),
    text: z.string(),
    words: z.number().int(),
  }),
});
export type ReadSampleResponse = z.infer<typeof readSampleResponseSchema>;

/** A sample to read: a web address or an uploaded file (pasted text and posts need no reading). */
export function parseReadSample(raw: unknown): ParseResult<AddSourceInput> {
  const parsed = parseAddSource(raw);
  if (parsed.ok && parsed.value.kind !== "url" && parsed.value.kind !== "file")
    return parseAddSource({ kind: "none" });
  return parsed;
}

const LARGEST_FILE = Math.max(...Object.values(SOURCE_LIMITS).map((l) => l.fileBytes));

export const listVoices = contract({
  id: "listVoices",
  method: "GET",
  path: "/api/voices",
  summary: "The user's brand voices, newest first, with the plan's limit and the cost of one",
  access: "user",
  answer: { kind: "json", schema: voiceListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const readVoiceSample = contract({
  id: "readVoiceSample",
  method: "POST",
  path: "/api/voices/samples",
  summary: "Read a voice sample's text from a file or a web address (nothing is stored)",
  access: "user",
  body: {
    schema: addSourceSchema as unknown as z.ZodType<AddSourceInput>,
    parse: parseReadSample,
    limit: LARGEST_FILE + 64 * 1024,
  },
  answer: { kind: "json", schema: readSampleResponseSchema },
  errors: ["INVALID_INPUT", "SOURCE_REFUSED", "SOURCE_LIMIT", "PAYLOAD_TOO_LARGE", "RATE_LIMITED"],
});

export const createVoice = contract({
  id: "createVoice",
  method: "POST",
  path: "/api/voices",
  summary: "Learn a brand voice from 3-10 samples (a metered job; its cost is in GET /api/voices)",
  access: "user",
  body: {
    schema: createVoiceSchema as unknown as z.ZodType<CreateVoiceInput>,
    parse: parseCreateVoice,
    limit: 256 * 1024,
  },
  answer: { kind: "json", schema: voiceResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "VOICE_LIMIT", "INSUFFICIENT_CREDITS"],
  v1: { scope: "generate" },
});

export const readVoice = contract({
  id: "readVoice",
  method: "GET",
  path: "/api/voices/:id",
  summary: "One of the user's voices: its learning progress, then its fingerprint and guide",
  access: "user",
  answer: { kind: "json", schema: voiceResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const updateVoice = contract({
  id: "updateVoice",
  method: "PATCH",
  path: "/api/voices/:id",
  summary: "Rename a voice or edit its guide",
  access: "user",
  body: {
    schema: updateVoiceSchema as unknown as z.ZodType<UpdateVoiceInput>,
    parse: parseUpdateVoice,
  },
  answer: { kind: "json", schema: voiceResponseSchema },
  errors: ["INVALID_INPUT", "NOT_FOUND", "VOICE_NOT_READY"],
  v1: { scope: "edit" },
});

export const deleteVoice = contract({
  id: "deleteVoice",
  method: "DELETE",
  path: "/api/voices/:id",
  summary: "Delete a voice",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});
