import type { AnalysisInput } from "@domain/analysis";
import { fingerprintSchema } from "@domain/voice/fingerprint-schema";
import { and, eq } from "drizzle-orm";
import { type Database, database, schema } from "../db";

/** What the analyser reads of a post's voice (issue 29): the report's Voice section measures it. */
export type AnalysisVoice = NonNullable<AnalysisInput["voice"]>;

/**
 * A post's voice as the report measures it: the user's own learned voice of that id, or
 * undefined when the post has none, the voice is gone, not learned (yet) or of an old shape (the
 * report then has no Voice section). Scoped by the user. Read here from the table itself, not
 * through server/voices, so the library (which the voices module reads posts from) imports
 * nothing back up.
 */
export async function voiceForAnalysis(
  userId: string,
  voiceId: string | null | undefined,
  db: Pick<Database, "select"> = database(),
): Promise<AnalysisVoice | undefined> {
  if (!voiceId) return undefined;
  const voices = schema.voices;
  const [row] = await db
    .select({
      id: voices.id,
      name: voices.name,
      status: voices.status,
      fingerprint: voices.fingerprint,
    })
    .from(voices)
    .where(and(eq(voices.id, voiceId), eq(voices.userId, userId)));
  if (row?.status !== "succeeded") return undefined;
  const fingerprint = fingerprintSchema.safeParse(row.fingerprint);
  return fingerprint.success
    ? { id: row.id, name: row.name, fingerprint: fingerprint.data }
    : undefined;
}
