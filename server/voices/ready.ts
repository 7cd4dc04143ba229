import type { Language } from "@domain/languages";
import { type Fingerprint, fingerprintSchema } from "@domain/voice/fingerprint-schema";
import { VOICE_MESSAGES, type VoiceGuide, voiceGuideSchema } from "@domain/voices";
import { and, eq } from "drizzle-orm";
import { database, schema } from "../db";
import { Conflict, NotFound } from "../errors";

/** A learned voice, as generation, AI edits and the report use it. */
export type ReadyVoice = {
  id: string;
  name: string;
  language: Language;
  fingerprint: Fingerprint;
  guide: VoiceGuide;
};

/** A voice id as stored (a UUID); anything else is "not found" without asking the database. */
export const isVoiceId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * One of the user's learned voices. Anyone else's (or a malformed id) is "not found"; one still
 * being learned, or whose learning failed, is VOICE_NOT_READY. Scoped by the user.
 */
export async function readyVoice(user: { id: string }, voiceId: string): Promise<ReadyVoice> {
  if (!isVoiceId(voiceId)) throw new NotFound(VOICE_MESSAGES.notFound);
  const voices = schema.voices;
  const [row] = await database()
    .select()
    .from(voices)
    .where(and(eq(voices.id, voiceId), eq(voices.userId, user.id)));
  if (!row) throw new NotFound(VOICE_MESSAGES.notFound);
  const ready = readyOf(row);
  if (!ready) throw new Conflict("VOICE_NOT_READY", VOICE_MESSAGES.notReady);
  return ready;
}

/** A stored row as a ready voice; null while it is learned, when it failed or is of an old shape. */
export function readyOf(row: typeof schema.voices.$inferSelect): ReadyVoice | null {
  if (row.status !== "succeeded") return null;
  const fingerprint = fingerprintSchema.safeParse(row.fingerprint);
  const guide = voiceGuideSchema.safeParse(row.guide);
  if (!fingerprint.success || !guide.success) return null;
  return {
    id: row.id,
    name: row.name,
    language: row.language as Language,
    fingerprint: fingerprint.data,
    guide: guide.data,
  };
}
