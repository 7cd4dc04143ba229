/**
 * AI edits (issue 28, ADR 0028), a metered job with a live stream, counted against the plan's
 * daily allowance (domain/plans.ts EDIT_LIMITS; a failed edit does not count):
 * - POST /api/posts/{id}/ai-edits `AiEditRequest` (domain/ai-edits.ts: the action, its
 *   parameters, the body as the editor has it, the selection): `202 { edit, allowance }` (a
 *   queued job), `400` with the first problem (or `edits:errors.nothingToFix` for a Fix whose
 *   check already passes), `404` when the post is not the user's, `402` DAILY_LIMIT with
 *   `edits:errors.dailyLimit` {limit}. "voice" (Match my voice, issue 29): `400`
 *   `edits:errors.voiceRequired` without a voice in the request or on the post, `404` for
 *   another user's voice, `409` VOICE_NOT_READY for one still being learned.
 * - GET /api/ai-edits/{id}: its state, the text written so far and the result once done.
 * - GET /api/ai-edits/{id}/events: the same as Server-Sent Events until its end (served by
 *   Express, like a generation's; each event carries the text written since the last one and,
 *   at the end, the result).
 * - POST /api/ai-edits/{id}/review: the writer accepted or rejected its changes (`{ edit }`);
 *   the editor's loader no longer offers it.
 * - POST /api/ai-edits/{id}/cancel: the writer stopped a queued or running edit (`{ edit }`): it
 *   fails with `edits:errors.failed` and no longer counts; a finished edit is left as it is.
 * - GET /api/ai-edits/allowance: `{ allowance: { used, limit } }` of the user's UTC day.
 */
import { z } from "zod";
import {
  AI_EDIT_ACTIONS,
  AI_EDIT_MESSAGES,
  AI_EDIT_STATUSES,
  type AiEditRequest,
  aiEditRequestSchema,
  aiEditResultSchema,
  FIXABLE_CHECKS,
} from "../ai-edits";
import { contract } from "./contract";
import type { ParseResult } from "./errors";

/** What a running edit shows: queued, analyzing (claimed), writing, finalizing, done, failed. */
export const AI_EDIT_PHASES = [
  "queued",
  "analyzing",
  "writing",
  "finalizing",
  "done",
  "failed",
] as const;
export type AiEditPhase = (typeof AI_EDIT_PHASES)[number];

/** The first problem of a request, as the `edits` namespace words it. */
export function parseAiEditRequest(raw: unknown): ParseResult<AiEditRequest> {
  const parsed = aiEditRequestSchema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const message =
    issue?.message?.startsWith("edits:") === true ? issue.message : AI_EDIT_MESSAGES.invalid;
  return { ok: false, problem: { message, ...(field ? { field } : {}) } };
}

/** The day's AI edits: how many count (not failed) and the plan's allowance. */
export const aiEditAllowanceSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0),
});
export type AiEditAllowance = z.infer<typeof aiEditAllowanceSchema>;

/** The request as stored: everything but the body (the selection keeps its positions). */
export const aiEditInputSchema = z.object({
  tone: z.string().optional(),
  language: z.string().optional(),
  instruction: z.string().optional(),
  check: z.enum(FIXABLE_CHECKS).optional(),
  selection: z
    .object({
      html: z.string(),
      from: z.number().int(),
      to: z.number().int(),
      startBlock: z.number().int(),
      endBlock: z.number().int(),
    })
    .optional(),
});
export type AiEditInput = z.infer<typeof aiEditInputSchema>;

export const aiEditSchema = z.object({
  id: z.string(),
  postId: z.string(),
  action: z.enum(AI_EDIT_ACTIONS),
  input: aiEditInputSchema,
  status: z.enum(AI_EDIT_STATUSES),
  phase: z.enum(AI_EDIT_PHASES),
  percent: z.number().int(),
  /** A failed edit's message key (domain/ai-edits.ts AI_EDIT_MESSAGES). */
  error: z.string().nullable(),
  /** The model's text so far (raw: shown as it streams, never as HTML). */
  text: z.string(),
  /** What the edit changes, once it succeeded (sanitised HTML). */
  result: aiEditResultSchema.nullable(),
  /** SHA-256 (hex) of the request's blocks joined by "\n": the body the result applies to. */
  baseHash: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AiEdit = z.infer<typeof aiEditSchema>;

export const aiEditResponseSchema = z.object({ edit: aiEditSchema });
export type AiEditResponse = z.infer<typeof aiEditResponseSchema>;
export const startAiEditResponseSchema = z.object({
  edit: aiEditSchema,
  allowance: aiEditAllowanceSchema,
});
export type StartAiEditResponse = z.infer<typeof startAiEditResponseSchema>;
export const aiEditAllowanceResponseSchema = z.object({ allowance: aiEditAllowanceSchema });

/** One event of an edit's stream. */
export const aiEditEventSchema = z.object({
  status: z.enum(AI_EDIT_STATUSES),
  phase: z.string(),
  percent: z.number(),
  /** The text written since the client's last event. */
  delta: z.string(),
  error: z.string().nullable(),
  /** Set once the edit succeeded. */
  result: aiEditResultSchema.nullable(),
});
export type AiEditEvent = z.infer<typeof aiEditEventSchema>;

export const startAiEdit = contract({
  id: "startAiEdit",
  method: "POST",
  path: "/api/posts/:id/ai-edits",
  summary: "Ask the model to edit a post (one of the day's AI edits)",
  access: "user",
  // The body carries the whole document (domain/ai-edits.ts MAX_HTML_LENGTH characters, up to
  // three bytes each and escaped in JSON) and the selection.
  body: { schema: aiEditRequestSchema, parse: parseAiEditRequest, limit: 10 * 1024 * 1024 },
  answer: { kind: "json", schema: startAiEditResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "DAILY_LIMIT", "VOICE_NOT_READY"],
});

export const readAiEdit = contract({
  id: "readAiEdit",
  method: "GET",
  path: "/api/ai-edits/:id",
  summary: "One of the user's AI edits: its progress, its text so far, and the result once done",
  access: "user",
  answer: { kind: "json", schema: aiEditResponseSchema },
  errors: ["NOT_FOUND"],
});

/**
 * Served by Express, not a route module (server/http/app.ts); tests/lint/api-contracts.test.ts
 * lists it among the contracts Express serves.
 */
export const streamAiEditEvents = contract({
  id: "streamAiEditEvents",
  method: "GET",
  path: "/api/ai-edits/:id/events",
  summary: "One of the user's AI edits as Server-Sent Events, until its end",
  access: "user",
  answer: { kind: "events", schema: aiEditEventSchema },
  errors: ["NOT_FOUND", "STREAM_LIMIT"],
});

export const reviewAiEdit = contract({
  id: "reviewAiEdit",
  method: "POST",
  path: "/api/ai-edits/:id/review",
  summary: "Mark an AI edit reviewed (its changes accepted or rejected)",
  access: "user",
  answer: { kind: "json", schema: aiEditResponseSchema },
  errors: ["NOT_FOUND"],
});

export const cancelAiEdit = contract({
  id: "cancelAiEdit",
  method: "POST",
  path: "/api/ai-edits/:id/cancel",
  summary: "Stop a queued or running AI edit (it no longer counts)",
  access: "user",
  answer: { kind: "json", schema: aiEditResponseSchema },
  errors: ["NOT_FOUND"],
});

export const readAiEditAllowance = contract({
  id: "readAiEditAllowance",
  method: "GET",
  path: "/api/ai-edits/allowance",
  summary: "The user's AI edits of the UTC day and the plan's daily allowance",
  access: "user",
  answer: { kind: "json", schema: aiEditAllowanceResponseSchema },
  errors: [],
});

/** The stream's address for an edit. */
export function aiEditEventsPath(id: string): string {
  return `/api/ai-edits/${encodeURIComponent(id)}/events`;
}
