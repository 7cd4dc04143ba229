import { NO_VOICE } from "@domain/post-edit";
import { readyVoice } from "./ready";

/** A chosen voice as a report reads it (domain/analysis AnalysisInput.voice). */
export type VoiceChoice = Awaited<ReturnType<typeof readyVoice>>;

/**
 * The voice a form or request chose for a post (issue 29): left out (undefined), nothing chosen
 * (the post's stored voice applies); null or "none", no voice; an id, one of the user's learned
 * voices (readyVoice: anyone else's is NotFound, one not learned yet VOICE_NOT_READY).
 */
export async function voiceChoice(
  user: { id: string },
  voiceId: string | null | undefined,
): Promise<VoiceChoice | null | undefined> {
  if (voiceId === undefined) return undefined;
  if (voiceId === null || voiceId === NO_VOICE) return null;
  return readyVoice(user, voiceId);
}
