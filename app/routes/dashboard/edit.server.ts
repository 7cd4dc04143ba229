/** The post editor's save (issue 29: with the post's voice) and the voices its Voice select offers. */
import type { PostEditInput } from "@domain/post-edit";
import { updatePost } from "@server/library";
import { learnedVoices, voiceChoice } from "@server/voices";

/**
 * Saves the editor's form to one of the user's posts: the voice it chose must be one of the
 * user's learned voices (another user's is NotFound, one not learned yet VOICE_NOT_READY), and
 * nothing is written then; "none" clears the post's voice, left out it stays.
 */
export async function saveEdit(
  user: Parameters<typeof updatePost>[0],
  postId: string,
  input: PostEditInput,
) {
  const voice = await voiceChoice(user, input.voiceId);
  return updatePost(user, postId, input, voice);
}

/** The voices the editor offers (the user's learned voices), with the post's own when it has one. */
export async function editorVoices(user: { id: string }, postVoiceId: string | null) {
  const voices = await learnedVoices(user);
  return {
    voices,
    // A voice being learned again is not offered: the select then shows "No voice".
    voiceId: postVoiceId && voices.some((v) => v.id === postVoiceId) ? postVoiceId : "",
  };
}
