/** The Idea Lab screen's data. */
import type { IdeaRun } from "@domain/api/ideas";
import type { SessionUser } from "@domain/auth";
import { canSaveIdeas, type IdeaSummary, parseSavedQuery } from "@domain/ideas";
import { freeSetsLeft, latestIdeaRun, savedIdeas } from "@server/ideas";
import { learnedVoices } from "@server/voices";
import { orFallback, type ScreenArgs } from "./screen.server";

/**
 * The latest set (or the one still running, which the screen then follows), the free day's sets
 * left, and for elite and admin the Saved Ideas of ?view=saved&q=&platform=; the learned voices
 * Generate This Content may write in (none, logged, when they cannot be read).
 */
export async function ideasTab(args: ScreenArgs, user: SessionUser) {
  const params = new URL(args.request.url).searchParams;
  const canSave = canSaveIdeas(user);
  const section =
    canSave && params.get("view") === "saved" ? ("saved" as const) : ("generate" as const);
  const query = parseSavedQuery(params);
  const read = async () => {
    const [latest, freeLeft, saved] = await Promise.all([
      latestIdeaRun(user),
      freeSetsLeft(user),
      section === "saved" ? savedIdeas(user, query) : Promise.resolve([] as IdeaSummary[]),
    ]);
    return { latest, freeLeft, saved, loadFailed: false };
  };
  const [data, voices] = await Promise.all([
    orFallback(args, "ideas", read, {
      latest: null as IdeaRun | null,
      freeLeft: null as number | null,
      saved: [] as IdeaSummary[],
      loadFailed: true,
    }),
    orFallback(
      args,
      "ideas: the voices",
      () => learnedVoices(user),
      [] as { id: string; name: string }[],
    ),
  ]);
  return { ...data, voices, canSave, unlimited: user.isAdmin, section, query };
}
