import type { AnalysisInput } from "@domain/analysis";
import { fingerprintSchema } from "@domain/voice/fingerprint-schema";
import { and, eq } from "drizzle-orm";
import { type Database, database, schema } from "../db";

/** The voice a report measures a piece against (issue 29): its id, name and fingerprint. */
export type ReportVoice = NonNullable<AnalysisInput["voice"]>;

/**
 * The post's stored voice (blog_posts.voice_id) as the report reads it: the user's own voice,
 * learned and of the current fingerprint shape; otherwise none (a voice being learned again, or
 * one whose learning failed, leaves the report without a Voice section until it is ready). A
 * voice the writer chooses is checked by server/voices voiceChoice instead, which refuses.
 */
export async function storedVoiceOf(
  db: Pick<Database, "select">,
  userId: string,
  voiceId: string | null,
): Promise<ReportVoice | undefined> {
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

/**
 * The voice a report uses: the one chosen (checked by the caller; null: none), or, when nothing
 * was chosen (undefined), the post's stored voice.
 */
export async function reportVoiceOf(
  userId: string,
  chosen: ReportVoice | null | undefined,
  storedId: string | null,
  db: Pick<Database, "select"> = database(),
): Promise<ReportVoice | undefined> {
  if (chosen !== undefined) return chosen ?? undefined;
  return storedVoiceOf(db, userId, storedId);
}
