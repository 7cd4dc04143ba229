import type { ContentType } from "@domain/content-types";
import type { GenerationInputResult } from "@domain/generation-input";
import {
  type CreatePresetInput,
  type PresetSettings,
  type PresetSummary,
  presetGenerationInput,
  readPresetSettings,
} from "@domain/presets";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";

export type Preset = {
  id: string;
  name: string;
  contentType: ContentType;
  settings: PresetSettings;
  createdAt: Date;
};

type User = Pick<SessionUser, "id">;
type Row = typeof schema.presets.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = "presets:messages.notFound";

function toPreset(row: Row): Preset {
  const contentType = row.contentType as ContentType;
  return {
    id: row.id,
    name: row.name,
    contentType,
    settings: readPresetSettings(contentType, row.settings),
    createdAt: row.createdAt,
  };
}

/** A preset as JSON carries it (domain/api/presets.ts): its date as ISO text. */
export function toPresetSummary(preset: Preset): PresetSummary {
  return { ...preset, createdAt: preset.createdAt.toISOString() };
}

const own = (user: User, id: string) =>
  and(eq(schema.presets.id, id), eq(schema.presets.userId, user.id));

/** The user's presets, newest first (spec section 7). */
export async function listPresets(user: User): Promise<Preset[]> {
  const rows = await database()
    .select()
    .from(schema.presets)
    .where(eq(schema.presets.userId, user.id))
    .orderBy(desc(schema.presets.createdAt), desc(schema.presets.id));
  return rows.map(toPreset);
}

/** One of the user's own presets; another user's id is NotFound, exactly like a missing one. */
export async function getPreset(user: User, id: string): Promise<Preset> {
  if (!UUID.test(id)) throw new NotFound(NOT_FOUND);
  const [row] = await database().select().from(schema.presets).where(own(user, id));
  if (!row) throw new NotFound(NOT_FOUND);
  return toPreset(row);
}

/** Saves a checked preset (see `parseCreatePreset`) for the user. */
export async function createPreset(user: User, input: CreatePresetInput): Promise<Preset> {
  const [row] = await database()
    .insert(schema.presets)
    .values({
      userId: user.id,
      name: input.name,
      contentType: input.contentType,
      settings: input.settings,
    })
    .returning();
  if (!row) throw new Error("preset not created");
  return toPreset(row);
}

/** Deletes one of the user's own presets; another user's or a missing one is NotFound. */
export async function deletePreset(user: User, id: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFound(NOT_FOUND);
  const deleted = await database()
    .delete(schema.presets)
    .where(own(user, id))
    .returning({ id: schema.presets.id });
  if (deleted.length === 0) throw new NotFound(NOT_FOUND);
}

/**
 * The generation request for using one of the user's own presets with a topic (spec section 2
 * "Use Preset"): derived here from the stored preset, so nobody can use another user's preset.
 * Throws NotFound for another user's or a missing preset.
 */
export async function presetGenerationFor(
  user: User,
  id: string,
  use: unknown,
): Promise<GenerationInputResult> {
  const preset = await getPreset(user, id);
  return presetGenerationInput(preset, use);
}
