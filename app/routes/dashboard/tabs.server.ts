/**
 * The dashboard tabs' data, shaped for their screens (dates as ISO text, the URL's query read).
 * The server modules only read (`listPosts`, `listPresets`, `getProfile`); this is where the
 * dashboard decides what a failed read shows. A tab whose data cannot be read says so (spec
 * section 8: "Error Loading Posts", "Failed to load presets", "Error loading profile") instead of
 * failing the whole dashboard, and the failure is logged with the request's id.
 */

import type { IdeaRun } from "@domain/api/ideas";
import type { SessionUser } from "@domain/auth";
import { canSaveIdeas, type IdeaSummary, parseSavedQuery } from "@domain/ideas";
import { DEFAULT_LIBRARY_QUERY, parseLibraryQuery } from "@domain/library";
import type { PresetSummary } from "@domain/presets";
import { twoFactorStatus } from "@server/auth";
import { billingSummary } from "@server/billing";
import { requestContext } from "@server/context";
import { freeSetsLeft, latestIdeaRun, savedIdeas } from "@server/ideas";
import { listPosts } from "@server/library";
import { listPresets, toPresetSummary } from "@server/presets";
import { getProfile } from "@server/profile";
import type { RouterContextProvider } from "react-router";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Reads a tab's data; on failure logs it and gives the tab's fallback. */
async function orFallback<T>(args: Args, what: string, read: () => Promise<T>, fallback: T) {
  try {
    return await read();
  } catch (error) {
    args.context.get(requestContext).log.error({ err: error }, `${what} could not be read`);
    return fallback;
  }
}

/** The Library tab for the dashboard URL's ?q=&type=&sort=&page=. */
export async function libraryTab(args: Args, user: Pick<SessionUser, "id">) {
  const query = parseLibraryQuery(new URL(args.request.url).searchParams);
  const read = async () => {
    const result = await listPosts(user, query);
    return {
      query: { ...query, page: result.page },
      total: result.total,
      pageCount: result.pageCount,
      items: result.items.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        updatedAt: item.updatedAt.toISOString(),
      })),
      loadFailed: false,
    };
  };
  return orFallback(args, "library: the list", read, {
    query: { ...DEFAULT_LIBRARY_QUERY, ...query, page: 1 },
    total: 0,
    pageCount: 1,
    items: [],
    loadFailed: true,
  });
}

/** The Presets tab: the user's presets, newest first. */
export async function presetsTab(args: Args, user: Pick<SessionUser, "id">) {
  const read = async () => ({
    presets: (await listPresets(user)).map(toPresetSummary),
    loadFailed: false,
  });
  return orFallback(args, "presets: the list", read, {
    presets: [] as PresetSummary[],
    loadFailed: true,
  });
}

/** The Profile tab: the profile (null when it cannot be read), two-factor status and billing. */
export async function profileTab(args: Args, user: SessionUser) {
  const [profile, twoFactor, billing] = await Promise.all([
    orFallback(args, "profile", () => getProfile(user), null),
    twoFactorStatus(user),
    billingSummary(user),
  ]);
  return { profile, twoFactor, billing };
}

/**
 * The Ideas tab: the latest set (or the one still running, which the screen then follows), the
 * free day's sets left, and for elite and admin the Saved Ideas of ?view=saved&q=&platform=.
 */
export async function ideasTab(args: Args, user: SessionUser) {
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
  const data = await orFallback(args, "ideas", read, {
    latest: null as IdeaRun | null,
    freeLeft: null as number | null,
    saved: [] as IdeaSummary[],
    loadFailed: true,
  });
  return { ...data, canSave, unlimited: user.isAdmin, section, query };
}
