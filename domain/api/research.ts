/**
 * Research briefs (issue 27, ADR 0027), a metered job followed by polling:
 * - POST /api/research-briefs `{ sourceIds, topic, language, postId? }`: `202 { brief }` (a
 *   queued job; half a credit reserved, domain/plans.ts EVIDENCE_COSTS), `400` with the first
 *   problem, `404` when a source or the post is not the user's, `402` INSUFFICIENT_CREDITS.
 * - GET /api/research-briefs/{id}: its phase and percent, and the brief once done.
 * Fact checks are in ./fact-checks.ts.
 */
import { z } from "zod";
import {
  EVIDENCE_MESSAGES,
  EVIDENCE_PHASES,
  MAX_SOURCES_PER_PIECE,
  RESEARCH_STATUSES,
  researchBriefSchema,
} from "../evidence";
import { GENERATION_MESSAGES } from "../generation-input";
import { LANGUAGE_CODES, type Language } from "../languages";
import { contract } from "./contract";
import type { ParseResult } from "./errors";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const TOPIC_MAX = 500;

export const sourceIdsSchema = z.array(z.string().regex(ID)).max(MAX_SOURCES_PER_PIECE);

export const startResearchBriefSchema = z.object({
  sourceIds: sourceIdsSchema.min(1),
  topic: z.string().trim().min(1).max(TOPIC_MAX),
  language: z.enum(LANGUAGE_CODES as [Language, ...Language[]]),
  postId: z.string().regex(ID).optional(),
});
export type StartResearchBrief = z.infer<typeof startResearchBriefSchema>;

/** The first problem, in the words of spec section 8 and the evidence namespace. */
export function firstProblem(error: z.ZodError): ParseResult<never> {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  const message =
    field === "sourceIds"
      ? issue?.code === "too_big"
        ? EVIDENCE_MESSAGES.tooManySources
        : issue?.code === "too_small"
          ? EVIDENCE_MESSAGES.sourcesRequired
          : EVIDENCE_MESSAGES.sourceNotFound
      : field === "topic" && issue?.code !== "too_big"
        ? GENERATION_MESSAGES.required
        : GENERATION_MESSAGES.checkInput;
  return {
    ok: false,
    problem: { title: GENERATION_MESSAGES.validationErrorTitle, message, field },
  };
}

export function parseStartResearchBrief(raw: unknown): ParseResult<StartResearchBrief> {
  const parsed = startResearchBriefSchema.safeParse(raw);
  return parsed.success ? { ok: true, value: parsed.data } : firstProblem(parsed.error);
}

export const jobState = {
  id: z.string(),
  status: z.enum(RESEARCH_STATUSES),
  phase: z.enum(EVIDENCE_PHASES),
  percent: z.number().int(),
  /** A message key when it failed. */
  error: z.string().nullable(),
  /** The credit it holds or took ("0.5", "0"). */
  credit: z.string(),
};

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
});

export const readResearchBrief = contract({
  id: "readResearchBrief",
  method: "GET",
  path: "/api/research-briefs/:id",
  summary: "One of the user's research briefs: its progress, and the brief once done",
  access: "user",
  answer: { kind: "json", schema: researchBriefResponseSchema },
  errors: ["NOT_FOUND"],
});
