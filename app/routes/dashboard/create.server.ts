/** The Create screen's data: the writer's research sources for its Sources panel (issue 27). */
import type { SessionUser } from "@domain/auth";
import type { SourceSummary } from "@domain/sources";
import { listSources, toSourceSummary } from "@server/sources";
import { orFallback, type ScreenArgs } from "./screen.server";

/** The user's sources, newest first; `sourcesFailed` (and none) when they cannot be read. */
export async function createTab(args: ScreenArgs, user: SessionUser) {
  const read = async () => ({
    sources: (await listSources(user)).map(toSourceSummary),
    sourcesFailed: false,
  });
  return orFallback(args, "create: the sources", read, {
    sources: [] as SourceSummary[],
    sourcesFailed: true,
  });
}
