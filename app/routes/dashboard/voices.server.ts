/** The Voices screen's data: the user's voices, newest first, the plan's limit and the cost. */

import type { VoiceListResponse } from "@domain/api/voices";
import type { SessionUser } from "@domain/auth";
import { voiceLimitsFor } from "@domain/plans";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The list, or "Failed to load voices" (loadFailed) when it cannot be read. */
export async function voicesTab(args: ScreenArgs, user: SessionUser) {
  const read = async (): Promise<VoiceListResponse & { loadFailed: boolean }> => {
    // TODO(voice-server): the list from @server/voices once it is merged.
    return { voices: [], limit: voiceLimitsFor(user).voices, cost: "0.5", loadFailed: false };
  };
  return orFallback(args, "voices: the list", read, {
    voices: [],
    limit: voiceLimitsFor(user).voices,
    cost: "0",
    loadFailed: true,
  });
}
