/** The Voices screen's data: the user's voices, newest first, the plan's limit and the cost. */
import type { SessionUser } from "@domain/auth";
import { voiceLimitsFor } from "@domain/plans";
import type { Voice } from "@domain/voices";
import { listVoices } from "@server/voices";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The list, or "Failed to load voices" (loadFailed) when it cannot be read. */
export async function voicesTab(args: ScreenArgs, user: SessionUser) {
  const read = async () => ({ ...(await listVoices(user)), loadFailed: false });
  return orFallback(args, "voices: the list", read, {
    voices: [] as Voice[],
    limit: voiceLimitsFor(user).voices,
    cost: "0",
    loadFailed: true,
  });
}
