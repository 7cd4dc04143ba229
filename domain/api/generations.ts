/**
 * POST /api/generations (signed-in users): starts a generation and answers `202 { id, events }`
 * at once; `400` "Missing Information" / "Validation Error", `402` "Usage Limit Exceeded",
 * `404` for someone else's preset, `429` "Generation in Progress" (GENERATIONS_BUSY, with
 * Retry-After) when the plan's number of generations is already in progress (domain/plans.ts).
 * The request is either a generation input, checked with `parseGenerationInput`
 * (domain/generation-input.ts) on both sides, or a Use Preset request (`presetId` and a topic),
 * which the server turns into one from the user's own stored preset.
 */
import { z } from "zod";
import type { GenerationInput } from "../generation-input";

/** Use Preset: the preset, the topic and what the dialog adds; checked by `usePresetSchema`. */
export type UsePresetRequest = {
  presetId: string;
  topic: string;
  title?: string;
  additionalContext?: string;
  language?: string;
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
