/**
 * Research briefs (issue 27, ADR 0027), a metered job followed by polling:
 * - POST /api/research-briefs `{ sourceIds, topic, language, postId? }`: `202 { brief }` (a
 *   queued job; half a credit reserved, domain/plans.ts EVIDENCE_COSTS), `400` with the first
 *   problem, `404` when a source or the post is not the user's, `402` INSUFFICIENT_CREDITS.
 * - GET /api/research-briefs/{id}: its phase and percent, and the brief once done.
 */
import { z } from "zod";
import { researchBriefSchema } from "../evidence";
import { LANGUAGE_CODES, type Language } from "../languages";
import { contract } from "./contract";
import type { ParseResult } from "./errors";
import { firstProblem, ID, jobState, sourceIdsSchema } from "./research-common";

export const TOPIC_MAX = 500;

export const startResearchBriefSchema = z.object({
  sourceIds: sourceIdsSchema.min(1),
  topic: z.string().trim().min(1).max(TOPIC_MAX),
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  postId: z.string().regex(ID).optional(),
});
export type StartResearchBrief = z.infer<typeof startResearchBriefSchema>;

export function parseStartResearchBrief(raw: unknown): ParseResult<StartResearchBrief> {
  const parsed = startResearchBriefSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : firstProblem(parsed.error);
}

export const researchBriefRunSchema = z.object({
  ...jobState,
  topic: z.string(),
  language: z.string(),
  sourceIds: z.array(z.string()),
  postId: z.string().nullable(),
  brief: researchBriefSchema.nullable(),
});
export type ResearchBriefRun = z.infer<typeof researchBriefRunSchema>;
export const researchBriefResponseSchema = z.object({ brief: researchBriefRunSchema });
export type ResearchBriefResponse = z.infer<typeof researchBriefResponseSchema>;

export const startResearchBrief = contract({
  id: "startResearchBrief",
  method: "POST",
  path: "/api/research-briefs",
  summary: "Start a research brief from some of the user's sources (half a credit)",
  access: "user",
  body: { schema: startResearchBriefSchema, parse: parseStartResearchBrief },
  answer: { kind: "json", schema: researchBriefResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "INSUFFICIENT_CREDITS"],
  v1: { scope: "generate" },
});

export const readResearchBrief = contract({
  id: "readResearchBrief",
  method: "GET",
  path: "/api/research-briefs/:id",
  summary: "One of the user's research briefs: its progress, and the brief once done",
  access: "user",
  answer: { kind: "json", schema: researchBriefResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});
