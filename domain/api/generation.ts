/**
 * GET /api/generations/{id} (its owner only; anyone else's id is 404): a generation's state, for
 * pages that do not follow its event stream (generation-events.ts).
 */
import { z } from "zod";
import { contract } from "./contract";
import { generationStatusSchema } from "./generation-events";

export const generationResponseSchema = z.object({
  id: z.string(),
  status: generationStatusSchema,
  phase: z.string(),
  percent: z.number(),
  /** The text written so far. */
  text: z.string(),
  /** A failed generation's message key (domain/usage.ts `GENERATION_FAILURES`). */
  error: z.string().nullable(),
  postId: z.string().nullable(),
  contentType: z.string(),
});
export type GenerationResponse = z.infer<typeof generationResponseSchema>;

export const readGeneration = contract({
  id: "readGeneration",
  method: "GET",
  path: "/api/generations/:id",
  summary: "One of the user's generations: its state and the text so far",
  access: "user",
  answer: { kind: "json", schema: generationResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});
