/**
 * GET /api/presets (the user's presets, newest first, a page at a time) and POST /api/presets
 * (save one: `201` with it, `400` with the first problem, `401` "You must be logged in to create
 * presets", `409` once the user has PRESETS_PER_USER_MAX). The request
 * is checked with `parseCreatePreset` (domain/presets.ts) on both sides.
 */
import { z } from "zod";
import { CONTENT_TYPES } from "../content-types";
import {
  type CreatePresetInput,
  createPresetSchema,
  PRESET_MESSAGES,
  PRESET_PAGE_MAX,
  PRESET_SETTING_NAMES,
  type PresetSettings,
  type PresetSummary,
  parseCreatePreset,
} from "../presets";
import { contract } from "./contract";
import { isoDate } from "./fields";

// Built from the setting names, so a new setting needs no change here.
const presetSettingsSchema = z.object({
  ...Object.fromEntries(PRESET_SETTING_NAMES.map((name) => [name, z.string().optional()])),
  templates: z.array(z.string()),
  sourceIds: z.array(z.string()).optional(),
}) as unknown as z.ZodType<PresetSettings>;

/** A saved preset as the Presets tab receives it. */
export const presetSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  settings: presetSettingsSchema,
  createdAt: isoDate,
}) satisfies z.ZodType<PresetSummary>;

/**
 * GET: one page of the list (`?limit=` up to PRESET_PAGE_MAX, `?after=` the last id of the page
 * before); `next` is the id to ask after for the next page, null on the last one.
 */
export const presetListResponseSchema = z.object({
  presets: z.array(presetSummarySchema),
  next: z.string().nullable(),
});
export type PresetListResponse = z.infer<typeof presetListResponseSchema>;

/** POST: the saved preset (201). */
export const createPresetResponseSchema = z.object({ preset: presetSummarySchema });
export type CreatePresetResponse = z.infer<typeof createPresetResponseSchema>;

/** GET's query: how many, and after which preset. A bad value is the default, not an error. */
export function parsePresetPage(search: URLSearchParams): { limit: number; after: string | null } {
  const limit = Number(search.get("limit"));
  return {
    limit:
      Number.isInteger(limit) && limit >= 1 ? Math.min(limit, PRESET_PAGE_MAX) : PRESET_PAGE_MAX,
    after: search.get("after") || null,
  };
}

export const listPresets = contract({
  id: "listPresets",
  method: "GET",
  path: "/api/presets",
  summary: "The user's presets, newest first, a page at a time",
  access: "user",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(PRESET_PAGE_MAX).optional(),
    after: z.string().optional(),
  }),
  answer: { kind: "json", schema: presetListResponseSchema },
  errors: [],
  v1: { scope: "read" },
});

export const createPreset = contract({
  id: "createPreset",
  method: "POST",
  path: "/api/presets",
  summary: "Save a preset",
  access: "user",
  loginMessage: PRESET_MESSAGES.loginRequired,
  body: {
    schema: createPresetSchema as unknown as z.ZodType<CreatePresetInput>,
    parse: parseCreatePreset,
  },
  answer: { kind: "json", schema: createPresetResponseSchema, status: 201 },
  errors: ["INVALID_INPUT", "PRESET_LIMIT"],
  v1: { scope: "edit" },
});
