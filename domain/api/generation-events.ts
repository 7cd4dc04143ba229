/**
 * GET /api/generations/{id}/events (its owner only): Server-Sent Events, one JSON `data` per
 * change, each event id `version:textLength` so a reconnecting browser resumes where it was
 * (Last-Event-ID). The stream ends after the final event. Served by Express
 * (server/generation/events.ts, on the metered jobs' stream of server/jobs/events.ts); errors
 * before the stream opens use the one error answer (`429 STREAM_LIMIT` with Retry-After when
 * the user already has 5 streams open).
 */
import { z } from "zod";
import { contract } from "./contract";

/** A generation's states (the database's CHECK constraint is generated from this list). */
export const GENERATION_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const generationStatusSchema = z.enum(GENERATION_STATUSES);

export const generationEventSchema = z.object({
  status: generationStatusSchema,
  phase: z.string(),
  percent: z.number(),
  /** The text written since the client's last event. */
  delta: z.string(),
  postId: z.string().nullable(),
  /** A failed generation's message key (domain/usage.ts `GENERATION_FAILURES`). */
  error: z.string().nullable(),
});

/**
 * Served by Express, not a route module (server/http/app.ts); tests/lint/api-contracts.test.ts
 * lists it among the contracts Express serves.
 */
export const streamGenerationEvents = contract({
  id: "streamGenerationEvents",
  method: "GET",
  path: "/api/generations/:id/events",
  summary: "One of the user's generations as Server-Sent Events, until its end",
  access: "user",
  answer: { kind: "events", schema: generationEventSchema },
  errors: ["NOT_FOUND", "STREAM_LIMIT"],
  v1: { scope: "read" },
});

/** The stream's address for a generation. */
export function generationEventsPath(id: string): string {
  return `/api/generations/${encodeURIComponent(id)}/events`;
}
