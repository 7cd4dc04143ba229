/** The Presets screen's data: the user's presets, newest first, and what a new one may keep. */
import type { SessionUser } from "@domain/auth";
import type { PresetSummary } from "@domain/presets";
import type { SourceSummary } from "@domain/sources";
import { listPresets, toPresetSummary } from "@server/presets";
import { listSources, toSourceSummary } from "@server/sources";
import { learnedVoices } from "@server/voices";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The list, or "Failed to load presets" (loadFailed) when it cannot be read. */
export async function presetsTab(args: ScreenArgs, user: Pick<SessionUser, "id">) {
  const read = async () => {
    const [presets, sources, voices] = await Promise.all([
      listPresets(user),
      listSources(user),
      learnedVoices(user),
    ]);
    return {
      presets: presets.map(toPresetSummary),
      // The sources a preset may keep (issue 27): those ready to be written from.
      sources: sources.filter((s) => s.status === "ready").map(toSourceSummary),
      // The voices a preset may write in (issue 29): the learned ones.
      voices,
      loadFailed: false,
    };
  };
  return orFallback(args, "presets: the list", read, {
    presets: [] as PresetSummary[],
    sources: [] as SourceSummary[],
    voices: [] as { id: string; name: string }[],
    loadFailed: true,
  });
}
