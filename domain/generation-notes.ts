import { z } from "zod";

/**
 * What a generation took from somewhere other than the model's structured answer, so the post's
 * view can say so plainly (issue 11: no silent degradation). Each part has a message key
 * `view.derived.<part>` in the account locale.
 */
export const DERIVED_PARTS = [
  "outline",
  "section",
  "title",
  "content",
  "metaDescription",
  "synopsis",
  "abstract",
  "slug",
  "keywords",
  "caption",
  "hashtags",
  "videoDescription",
  /** The text is in another language than the one asked for, even after a second try. */
  "language",
  /** Written with sources but without their research brief (it could not be made). */
  "brief",
  /** Written with sources, but the fact check could not be finished: claims left unverified. */
  "factCheck",
  /** Asked in a voice that was deleted before the piece was written: written without it. */
  "voice",
  /** Sentences that sound machine-written kept: the repair pass could not rewrite them. */
  "phrasing",
] as const;
export type DerivedPart = (typeof DERIVED_PARTS)[number];

/** The pipeline steps whose answers can fall back. */
export const GENERATION_STEPS = [
  "outline",
  "section",
  "metadata",
  "single",
  "language",
  "brief",
  "factCheck",
  "voice",
  "repair",
] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

/** One fallback, as the generation row stores it (jsonb): never the user's or the model's text. */
export const generationFallbackSchema = z.object({
  step: z.enum(GENERATION_STEPS),
  parts: z.array(z.enum(DERIVED_PARTS)),
  /** Why: the validation or call error, cut short. */
  error: z.string().max(500),
});
export type GenerationFallback = z.infer<typeof generationFallbackSchema>;

/** The parts a list of stored fallbacks derived, each once, in catalogue order. */
export function derivedParts(stored: unknown): DerivedPart[] {
  const parsed = z.array(generationFallbackSchema).safeParse(stored);
  if (!parsed.success) return [];
  const found = new Set(parsed.data.flatMap((fallback) => fallback.parts));
  return DERIVED_PARTS.filter((part) => found.has(part));
}
