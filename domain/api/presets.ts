/**
 * GET /api/presets (the user's presets, newest first) and POST /api/presets (save one: `201` with
 * it, `400` with the first problem, `401` "You must be logged in to create presets"). The request
 * is checked with `parseCreatePreset` (domain/presets.ts) on both sides.
 */
import { z } from "zod";
import { CONTENT_TYPES } from "../content-types";
import { PRESET_SETTING_NAMES, type PresetSettings, type PresetSummary } from "../presets";
import { isoDate } from "./fields";

// Built from the setting names, so a new setting needs no change here.
const presetSettingsSchema = z.object({
  ...Object.fromEntries(PRESET_SETTING_NAMES.map((name) => [name, z.string().optional()])),
  templates: z.array(z.string()),
}) as unknown as z.ZodType<PresetSettings>;

/** A saved preset as the Presets tab receives it. */
export const presetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  settings: presetSettingsSchema,
  createdAt: isoDate,
}) satisfies z.ZodType<PresetSummary>;

/** GET: the list. */
export const presetListResponseSchema = z.object({ presets: z.array(presetSummarySchema) });
export type PresetListResponse = z.infer<typeof presetListResponseSchema>;

/** POST: the saved preset (201). */
export const createPresetResponseSchema = z.object({ preset: presetSummarySchema });
export type CreatePresetResponse = z.infer<typeof createPresetResponseSchema>;
