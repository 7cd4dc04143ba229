/** The Presets screen's data: the user's presets, newest first. */
import type { SessionUser } from "@domain/auth";
import type { PresetSummary } from "@domain/presets";
import { listPresets, toPresetSummary } from "@server/presets";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The list, or "Failed to load presets" (loadFailed) when it cannot be read. */
export async function presetsTab(args: ScreenArgs, user: Pick<SessionUser, "id">) {
  const read = async () => ({
    presets: (await listPresets(user)).map(toPresetSummary),
    loadFailed: false,
  });
  return orFallback(args, "presets: the list", read, {
    presets: [] as PresetSummary[],
    loadFailed: true,
  });
}
