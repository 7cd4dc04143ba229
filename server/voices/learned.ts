import { and, asc, eq } from "drizzle-orm";
import { database, schema } from "../db";

/**
 * The user's learned voices (status succeeded), by name: what the editor's Voice select and
 * "Match my voice" offer. Scoped by the user; a voice still being learned is not listed.
 */
export async function learnedVoices(user: { id: string }): Promise<{ id: string; name: string }[]> {
  const voices = schema.voices;
  return database()
    .select({ id: voices.id, name: voices.name })
    .from(voices)
    .where(and(eq(voices.userId, user.id), eq(voices.status, "succeeded")))
    .orderBy(asc(voices.name), asc(voices.createdAt));
}
