/**
 * Fact checks (issue 27 part 5, ADR 0027), a metered job followed by polling:
 * - POST /api/posts/{id}/fact-checks `{ sourceIds? }` (the post's own sources when left out):
 *   `202 { check }` (a queued job; half a credit reserved with sources, domain/plans.ts
 *   EVIDENCE_COSTS), `400` with the first problem, `404` when the post or a source given is not
 *   the user's, `402` INSUFFICIENT_CREDITS. Without sources nothing is charged and every claim
 *   comes back unverified.
 * - GET /api/fact-checks/{id}: its phase and percent, and the evidence once done (the post's
 *   `evidence` and analysis are replaced in the same transaction).
 */
import { z } from "zod";
import { evidenceSchema } from "../evidence";
import { contract } from "./contract";
import type { ParseResult } from "./errors";
import { firstProblem, jobState, sourceIdsSchema } from "./research-common";

export const startFactCheckSchema = z.object({ sourceIds: sourceIdsSchema.optional() });
export type StartFactCheck = z.infer<typeof startFactCheckSchema>;

export function parseStartFactCheck(raw: unknown): ParseResult<StartFactCheck> {
  const parsed = startFactCheckSchema.safeParse(raw ?? {});
  return parsed.success ? { ok: true, value: parsed.data } : firstProblem(parsed.error);
}

export const factCheckRunSchema = z.object({
  ...jobState,
  postId: z.string(),
  sourceIds: z.array(z.string()),
  evidence: evidenceSchema.nullable(),
});
export type FactCheckRun = z.infer<typeof factCheckRunSchema>;
export const factCheckResponseSchema = z.object({ check: factCheckRunSchema });
export type FactCheckResponse = z.infer<typeof factCheckResponseSchema>;

export const startFactCheck = contract({
  id: "startFactCheck",
  method: "POST",
  path: "/api/posts/:id/fact-checks",
  summary: "Check a post's factual sentences against its sources (half a credit with sources)",
  access: "user",
  body: { schema: startFactCheckSchema, parse: parseStartFactCheck },
  answer: { kind: "json", schema: factCheckResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "INSUFFICIENT_CREDITS"],
  v1: { scope: "generate" },
});

export const readFactCheck = contract({
  id: "readFactCheck",
  method: "GET",
  path: "/api/fact-checks/:id",
  summary: "One of the user's fact checks: its progress, and the evidence once done",
  access: "user",
  answer: { kind: "json", schema: factCheckResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});
