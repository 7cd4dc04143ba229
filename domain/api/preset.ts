/**
 * GET /api/presets/{id} and DELETE /api/presets/{id} (the preset's owner only; anyone else's id
 * is 404 "Preset not found"). The Presets tab deletes through a fetcher.
 */
import { z } from "zod";
import { contract } from "./contract";
import { deletedResponseSchema } from "./post";
import { presetSummarySchema } from "./presets";

export { deletedResponseSchema };

/** GET: the preset. */
export const presetResponseSchema = z.object({ preset: presetSummarySchema });
export type PresetResponse = z.infer<typeof presetResponseSchema>;

export const readPreset = contract({
  id: "readPreset",
  method: "GET",
  path: "/api/presets/:id",
  summary: "One of the user's presets",
  access: "user",
  answer: { kind: "json", schema: presetResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "read" },
});

export const deletePreset = contract({
  id: "deletePreset",
  method: "DELETE",
  path: "/api/presets/:id",
  summary: "Delete one of the user's presets",
  access: "user",
  answer: { kind: "json", schema: deletedResponseSchema },
  errors: ["NOT_FOUND"],
  v1: { scope: "edit" },
});
