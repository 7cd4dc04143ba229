/**
 * POST /api/generations (signed-in users): starts a generation and answers `202 { id, events }`
 * at once; `400` "Missing Information" / "Validation Error", `402` "Usage Limit Exceeded",
 * `404` for someone else's preset or a source (`sourceIds`, issue 27) that is not one of the
 * user's ready sources (evidence:errors.sourceNotFound) or a voice (`voiceId`, issue 29) that is
 * not one of the user's (voices:errors.notFound), `409` VOICE_NOT_READY for a voice of theirs not
 * learned yet, `429` "Generation in Progress"
 * (GENERATIONS_BUSY, with Retry-After) when the plan's number of generations is already in
 * progress (domain/plans.ts).
 * The request is either a generation input, checked with `parseGenerationInput`
 * (domain/generation-input.ts) on both sides, or a Use Preset request (`presetId` and a topic),
 * which the server turns into one from the user's own stored preset.
 */
import { z } from "zod";
import {
  type GenerationInput,
  type GenerationInputResult,
  generationInputSchema,
  parseGenerationInput,
} from "../generation-input";
import { usePresetSchema } from "../preset-use";
import { contract } from "./contract";
import type { ParseResult } from "./errors";

/** Use Preset: the preset, the topic and what the dialog adds; checked by `usePresetSchema`. */
export type UsePresetRequest = {
  presetId: string;
  topic: string;
  title?: string;
  additionalContext?: string;
  language?: string;
  sourceIds?: string[];
  /** The voice to write in; without it, the preset's own (if it keeps one). */
  voiceId?: string;
};

export type StartGenerationRequest = GenerationInput | UsePresetRequest;

/**
 * The preset a request names: null when it names none (a plain generation input), "" when its
 * presetId is not text (then no preset matches).
 */
export function presetIdOf(raw: unknown): string | null {
  if (raw === null || typeof raw !== "object" || !("presetId" in raw)) return null;
  return typeof raw.presetId === "string" ? raw.presetId : "";
}

export const startGenerationResponseSchema = z.object({
  id: z.string(),
  /** The event stream to follow (generation-events.ts). */
  events: z.string(),
});
export type StartGenerationResponse = z.infer<typeof startGenerationResponseSchema>;

/** Use Preset's request as the document shows it (checked once the preset is found). */
const usePresetRequestSchema = z
  .object({ presetId: z.string() })
  .and(usePresetSchema) as unknown as z.ZodType<UsePresetRequest>;

/**
 * The request's first check: a generation input is checked with `parseGenerationInput`; a Use
 * Preset request passes on as it is (its presetId as text, "" when it is not), and is checked by
 * server/presets `presetGenerationFor` once the user's own preset is found, so someone else's or
 * a missing preset is 404 whatever the rest says.
 */
export function parseStartGeneration(raw: unknown): ParseResult<StartGenerationRequest> {
  const presetId = presetIdOf(raw);
  if (presetId === null) return parseGenerationInput(raw) satisfies GenerationInputResult;
  return { ok: true, value: { ...(raw as UsePresetRequest), presetId } };
}

export const startGeneration = contract({
  id: "startGeneration",
  method: "POST",
  path: "/api/generations",
  summary: "Start a generation (a generation input, or a topic for one of the user's presets)",
  access: "user",
  body: {
    schema: z.union([
      generationInputSchema,
      usePresetRequestSchema,
    ]) as unknown as z.ZodType<StartGenerationRequest>,
    parse: parseStartGeneration,
  },
  answer: { kind: "json", schema: startGenerationResponseSchema, status: 202 },
  errors: ["INVALID_INPUT", "NOT_FOUND", "VOICE_NOT_READY", "USAGE_LIMIT", "GENERATIONS_BUSY"],
  v1: { scope: "generate" },
});
