/**
 * What the research brief and fact check contracts share (domain/api/research-briefs.ts,
 * domain/api/fact-checks.ts): the source ids a request may name, the first problem of a request
 * in the words of spec section 8 and the evidence namespace, and a metered job's state.
 */
import { z } from "zod";
import {
  EVIDENCE_MESSAGES,
  EVIDENCE_PHASES,
  MAX_SOURCES_PER_PIECE,
  RESEARCH_STATUSES,
} from "../evidence";
import { GENERATION_MESSAGES } from "../generation-messages";
import type { ParseResult } from "./errors";

export const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sourceIdsSchema = z.array(z.string().regex(ID)).max(MAX_SOURCES_PER_PIECE);

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
  const params =
    message === EVIDENCE_MESSAGES.tooManySources ? { max: MAX_SOURCES_PER_PIECE } : undefined;
  return {
    ok: false,
    problem: {
      title: GENERATION_MESSAGES.validationErrorTitle,
      message,
      field,
      ...(params ? { params } : {}),
    },
  };
}

/** A metered job's state as a poll reads it. */
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
