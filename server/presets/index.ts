import type { ContentType } from "@domain/content-types";
import type { GenerationInputResult } from "@domain/generation-input";
import {
  type CreatePresetInput,
  PRESET_MESSAGES,
  PRESET_PAGE_MAX,
  PRESETS_PER_USER_MAX,
  type PresetSettings,
  type PresetSummary,
  presetGenerationInput,
  readPresetSettings,
} from "@domain/presets";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, NotFound } from "../errors";

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

const presets = schema.presets;

/** The user's presets, newest first (spec section 7): all of them, at most PRESETS_PER_USER_MAX. */
export async function listPresets(user: User): Promise<Preset[]> {
  return (await presetPage(user, { limit: PRESETS_PER_USER_MAX })).presets;
}

/**
 * One page of the user's presets, newest first: at most `limit`, after the preset `after` (an id
 * of theirs; another's or an unknown one starts from the top); `next` continues it.
 */
export async function presetPage(
  user: User,
  page: { limit?: number; after?: string | null } = {},
): Promise<{ presets: Preset[]; next: string | null }> {
  const limit = page.limit ?? PRESET_PAGE_MAX;
  const [from] =
    page.after && UUID.test(page.after)
      ? await database()
          .select({ createdAt: sql<string>`${presets.createdAt}::text`, id: presets.id })
          .from(presets)
          .where(own(user, page.after))
      : [];
  const rows = await database()
    .select()
    .from(presets)
    .where(
      and(
        eq(presets.userId, user.id),
        from
          ? sql`(${presets.createdAt}, ${presets.id}) < (${from.createdAt}::timestamptz, ${from.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(presets.createdAt), desc(presets.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const shown = rows.slice(0, limit).map(toPreset);
  return { presets: shown, next: more ? (shown.at(-1)?.id ?? null) : null };
}

/** One of the user's own presets; another user's id is NotFound, exactly like a missing one. */
export async function getPreset(user: User, id: string): Promise<Preset> {
  if (!UUID.test(id)) throw new NotFound(NOT_FOUND);
  const [row] = await database().select().from(schema.presets).where(own(user, id));
  if (!row) throw new NotFound(NOT_FOUND);
  return toPreset(row);
}

/**
 * Saves a checked preset (see `parseCreatePreset`) for the user, unless they already keep
 * PRESETS_PER_USER_MAX (Conflict). Saves of one user are counted one at a time (a transaction
 * lock on the user), so concurrent saves cannot pass the cap together.
 */
export async function createPreset(user: User, input: CreatePresetInput): Promise<Preset> {
  return database().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`presets:${user.id}`}, 0))`,
    );
    const [kept] = await tx
      .select({ total: count() })
      .from(presets)
      .where(eq(presets.userId, user.id));
    if ((kept?.total ?? 0) >= PRESETS_PER_USER_MAX) {
      throw new Conflict("PRESET_LIMIT", PRESET_MESSAGES.limitReached, {
        params: { max: PRESETS_PER_USER_MAX },
      });
    }
    const [row] = await tx
      .insert(presets)
      .values({
        userId: user.id,
        name: input.name,
        contentType: input.contentType,
        settings: input.settings,
      })
      .returning();
    if (!row) throw new Error("preset not created");
    return toPreset(row);
  });
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
