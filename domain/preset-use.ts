/**
 * The Use Preset request's check (spec sections 2, 5 and 8): what the dialog sends with a preset.
 * Part of domain/presets.ts (which re-exports all of it), in a file of its own because the
 * generations contract (api/generations.ts) describes Use Preset requests with it, and the create
 * screen, which sends through that contract, has no use for the rest of the presets module.
 */
import { z } from "zod";
import {
  GENERATION_MESSAGES,
  sourceIdsSchema,
  TEXT_FIELD_MAX_LENGTH,
  voiceIdSchema,
} from "./generation-input";

/**
 * Locale keys of the presets' own messages (spec section 8; the words are in en/presets.json).
 * The generic ones (too long, invalid option) are the create form's (`GENERATION_MESSAGES`).
 */
export const PRESET_MESSAGES = {
  limitReached: "presets:messages.limitReached",
  nameRequired: "presets:messages.nameRequired",
  loginRequired: "presets:messages.loginRequired",
  topicRequired: "presets:messages.topicRequired",
  template: "presets:messages.template",
} as const;

const M = GENERATION_MESSAGES;

/** The Use Preset topic becomes a title or a feature name, so it keeps to their length. */
export const PRESET_TOPIC_MAX_LENGTH = TEXT_FIELD_MAX_LENGTH.title;
/** Leaves room for the topic in front of it where both become one description. */
export const PRESET_CONTEXT_MAX_LENGTH = 1500;

/** A form's blank answer (null or only spaces) reads as no answer. */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;
}

/**
 * The Use Preset dialog (spec section 2 and 5): a topic is required; the title defaults to the
 * topic; additional context and sources are optional.
 */
export const usePresetSchema = z
  .object({
    topic: z
      .string({ error: PRESET_MESSAGES.topicRequired })
      .trim()
      .min(1, PRESET_MESSAGES.topicRequired)
      .max(PRESET_TOPIC_MAX_LENGTH, M.tooLong),
    title: z.preprocess(
      blankToUndefined,
      z.string({ error: M.notText }).trim().max(TEXT_FIELD_MAX_LENGTH.title, M.tooLong).optional(),
    ),
    additionalContext: z.preprocess(
      blankToUndefined,
      z.string({ error: M.notText }).trim().max(PRESET_CONTEXT_MAX_LENGTH, M.tooLong).optional(),
    ),
    language: z.preprocess(blankToUndefined, z.string().optional()),
    /** Sources chosen on use; without them, the preset's own (if it keeps any). */
    sourceIds: sourceIdsSchema,
    /** A voice chosen on use; without it, the preset's own (if it keeps one). */
    voiceId: voiceIdSchema,
  })
  .transform((value) => ({ ...value, title: value.title ?? value.topic }));

export type UsePresetInput = z.output<typeof usePresetSchema>;
