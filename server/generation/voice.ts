import type { GenerationFallback } from "@domain/generation-notes";
import { eq } from "drizzle-orm";
import type { Database } from "../db";
import { schema } from "../db";
import { AppError, NotFound } from "../errors";
import type { Logger } from "../log";
import { type ReadyVoice, readyVoice } from "../voices";

/** The voice a generation is written in, or the note that it was asked for but is gone. */
export type JobVoice = { voice?: ReadyVoice; fallback?: GenerationFallback };

/**
 * The voice the generation asked for (issue 29), read ONCE at the job's start with the row's
 * user (so only their own voice can be read). The start checked it; one deleted meanwhile (or
 * no longer learned) is written without: the piece goes on, the warning is logged and a
 * fallback recorded so the post's view tells the user. Any other error (the database) fails the
 * job like any step's.
 */
export async function voiceOfJob(userId: string, voiceId: unknown, log: Logger): Promise<JobVoice> {
  if (typeof voiceId !== "string" || voiceId === "") return {};
  try {
    return { voice: await readyVoice({ id: userId }, voiceId) };
  } catch (error) {
    const gone = error instanceof NotFound;
    if (!gone && !(error instanceof AppError && error.code === "VOICE_NOT_READY")) throw error;
    const fallback: GenerationFallback = {
      step: "voice",
      parts: ["voice"],
      error: `the voice is ${gone ? "gone" : "not learned"}: written without it`,
    };
    log.warn(
      { step: "voice", voiceId, error: fallback.error },
      "generation written without its voice",
    );
    return { fallback };
  }
}

/**
 * The voice id to store with the post: the voice's, when it still exists at save time (it may
 * be deleted while the piece was written; the foreign key would refuse it then). Locks the row
 * against deletion until the transaction ends.
 */
export async function voiceIdToStore(
  tx: Pick<Database, "select">,
  voice: ReadyVoice | undefined,
): Promise<string | null> {
  if (!voice) return null;
  const [row] = await tx
    .select({ id: schema.voices.id })
    .from(schema.voices)
    .where(eq(schema.voices.id, voice.id))
    .for("key share");
  return row?.id ?? null;
}
