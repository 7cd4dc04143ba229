/**
 * The user's voices: list, read, edit (name and guide) and delete. Every query is scoped by the
 * user: another user's voice is NotFound, exactly like a missing one.
 */
import { fromHalves } from "@domain/credits";
import type { Language } from "@domain/languages";
import { VOICE_COSTS, voiceLimitsFor } from "@domain/plans";
import { fingerprintSchema } from "@domain/voice/fingerprint-schema";
import {
  storedSampleSchema,
  type UpdateVoiceInput,
  VOICE_MESSAGES,
  VOICE_PHASES,
  type Voice,
  type VoicePhase,
  voiceGuideSchema,
} from "@domain/voices";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, NotFound } from "../errors";
import { releaseCredit } from "../usage";
import { isVoiceId } from "./ready";

const voices = schema.voices;
type VoiceRow = typeof voices.$inferSelect;
type User = Pick<SessionUser, "id">;

const own = (user: User, id: string) => and(eq(voices.id, id), eq(voices.userId, user.id));

/** What learning a voice costs the user, in half credits (admins learn for nothing). */
export function learnCostHalves(user: Pick<SessionUser, "isAdmin">): number {
  return user.isAdmin ? 0 : VOICE_COSTS.learnHalves;
}

/** A stored value read through its schema; a value of an older shape reads as none. */
function parsed<T>(
  schemaOf: { safeParse(v: unknown): { success: boolean; data?: T } },
  v: unknown,
) {
  if (v == null) return null;
  const result = schemaOf.safeParse(v);
  return result.success ? (result.data ?? null) : null;
}

/**
 * The row's phase as one of learning's (VOICE_PHASES): the metered job's own phases read as the
 * nearest one (a claimed row is "analyzing" until it measures; a failed one is "failed").
 */
function phaseOf(row: VoiceRow): VoicePhase {
  if ((VOICE_PHASES as readonly string[]).includes(row.phase)) return row.phase as VoicePhase;
  if (row.status === "succeeded" || row.status === "failed") return "done";
  return row.status === "queued" ? "queued" : "measuring";
}

/** A row as the API answers it (domain/voices.ts voiceSchema): the samples without their text. */
export function toVoice(row: VoiceRow): Voice {
  const done = row.status === "succeeded";
  return {
    id: row.id,
    name: row.name,
    language: row.language as Language,
    status: row.status,
    phase: phaseOf(row),
    percent: row.percent,
    error: row.error,
    credit: String(Number(row.credit)),
    samples: row.samples.flatMap((raw) => {
      const sample = storedSampleSchema.safeParse(raw);
      if (!sample.success) return [];
      const { text: _text, ...rest } = sample.data;
      return [rest];
    }),
    fingerprint: done ? parsed(fingerprintSchema, row.fingerprint) : null,
    guide: done ? parsed(voiceGuideSchema, row.guide) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's voices, newest first, with their plan's limit and what learning one costs. */
export async function listVoices(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
): Promise<{ voices: Voice[]; limit: number; cost: string }> {
  const rows = await database()
    .select()
    .from(voices)
    .where(eq(voices.userId, user.id))
    .orderBy(desc(voices.createdAt), desc(voices.id));
  return {
    voices: rows.map(toVoice),
    limit: voiceLimitsFor(user).voices,
    cost: fromHalves(learnCostHalves(user)),
  };
}

async function ownRow(user: User, id: string): Promise<VoiceRow> {
  if (!isVoiceId(id)) throw new NotFound(VOICE_MESSAGES.notFound);
  const [row] = await database().select().from(voices).where(own(user, id));
  if (!row) throw new NotFound(VOICE_MESSAGES.notFound);
  return row;
}

/** One of the user's voices: its learning progress, then its fingerprint and guide. */
export async function readVoice(user: User, id: string): Promise<Voice> {
  return toVoice(await ownRow(user, id));
}

/**
 * Renames one of the user's voices or replaces its guide (checked with the shared schema by
 * the route). Only a learned voice can be edited: one being learned, or whose learning failed,
 * is 409 VOICE_NOT_READY (its guide would be overwritten, or there is none).
 */
export async function updateVoice(user: User, id: string, input: UpdateVoiceInput): Promise<Voice> {
  await ownRow(user, id);
  const [row] = await database()
    .update(voices)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.guide === undefined ? {} : { guide: input.guide }),
      updatedAt: new Date(),
    })
    .where(and(own(user, id), eq(voices.status, "succeeded")))
    .returning();
  if (!row) throw new Conflict("VOICE_NOT_READY", VOICE_MESSAGES.notReady);
  return toVoice(row);
}

/**
 * Deletes one of the user's voices. Posts written with it keep their text (their voice_id is set
 * to null by the foreign key). A voice still being learned goes too: its job finds no row, and
 * the credit it held is given back here.
 */
export async function deleteVoice(user: User, id: string): Promise<void> {
  if (!isVoiceId(id)) throw new NotFound(VOICE_MESSAGES.notFound);
  await database().transaction(async (tx) => {
    const [row] = await tx.delete(voices).where(own(user, id)).returning();
    if (!row) throw new NotFound(VOICE_MESSAGES.notFound);
    if (row.status === "queued" || row.status === "running")
      await releaseCredit(tx, { userId: row.userId, monthYear: row.monthYear, credit: row.credit });
  });
}
