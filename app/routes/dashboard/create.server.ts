/**
 * The Create screen's data: the writer's research sources for its Sources panel (issue 27) and
 * their learned voices for its Voice select (issue 29).
 */
import type { SessionUser } from "@domain/auth";
import type { SourceSummary } from "@domain/sources";
import { listSources, toSourceSummary } from "@server/sources";
import { learnedVoices } from "@server/voices";
import { orFallback, type ScreenArgs } from "./screen.server";

/**
 * The user's sources, newest first; `sourcesFailed` (and none) when they cannot be read. Their
 * learned voices by name; none (logged) when they cannot be read: the piece is then written
 * without one.
 */
export async function createTab(args: ScreenArgs, user: SessionUser) {
  const read = async () => ({
    sources: (await listSources(user)).map(toSourceSummary),
    sourcesFailed: false,
  });
  const [sources, voices] = await Promise.all([
    orFallback(args, "create: the sources", read, {
      sources: [] as SourceSummary[],
      sourcesFailed: true,
    }),
    orFallback(
      args,
      "create: the voices",
      () => learnedVoices(user),
      [] as { id: string; name: string }[],
    ),
  ]);
  return { ...sources, voices };
}
