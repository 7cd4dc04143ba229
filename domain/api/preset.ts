/**
 * GET /api/presets/{id} and DELETE /api/presets/{id} (the preset's owner only; anyone else's id
 * is 404 "Preset not found"). The Presets tab deletes through a fetcher.
 */
import { z } from "zod";
import { presetSummarySchema } from "./presets";

export { deletedResponseSchema } from "./post";

/** GET: the preset. */
export const presetResponseSchema = z.object({ preset: presetSummarySchema });
export type PresetResponse = z.infer<typeof presetResponseSchema>;
