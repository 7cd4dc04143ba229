import type { Language } from "@domain/languages";
import { and, asc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";

/** A learned voice as a form offers it (the Create form, presets, the Idea Lab). */
export type VoiceChoice = { id: string; name: string; language: Language };

/**
 * The user's learned voices (status succeeded), by name: what can be chosen to write in. A voice
 * still being learned, or whose learning failed, is not offered (the start refuses it). Scoped
 * by the user.
 */
export async function learnedVoices(user: Pick<SessionUser, "id">): Promise<VoiceChoice[]> {
  const voices = schema.voices;
  const rows = await database()
    .select({ id: voices.id, name: voices.name, language: voices.language })
    .from(voices)
    .where(and(eq(voices.userId, user.id), eq(voices.status, "succeeded")))
    .orderBy(asc(voices.name), asc(voices.createdAt));
  return rows.map((row) => ({ ...row, language: row.language as Language }));
}
